// The running registry: features and ui call `runCommand`; the app supplies the context at start-up.
// Lives in lib so features never import app/ (dependencies point one way).
import { registry } from '../../commands/all-commands.ts';
import { createExecutor } from '../../commands/execute.ts';
import type { CommandContext, CommandSource, EntityRef } from '../../commands/types.ts';
import { readJson, writeJson } from './storage.ts';

let contextFactory: (() => CommandContext) | null = null;

export function setContextFactory(factory: () => CommandContext): void {
  contextFactory = factory;
}

export function commandContext(): CommandContext {
  if (!contextFactory) throw new Error('Command context not set');
  return contextFactory();
}

const RECENT_KEY = 'hrms.recentCommands';
export const executor = createExecutor(registry, commandContext, {
  load: () => readJson<string[]>(RECENT_KEY) ?? [],
  save: (ids) => writeJson(RECENT_KEY, ids),
});

export function runCommand(id: string, arg: EntityRef | undefined, source: CommandSource): Promise<boolean> {
  return executor.execute(id, arg, source);
}
