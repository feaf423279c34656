// The one path every renderer runs a command through: it checks permission, `when` and `enabled` (saying
// why when one says no), runs, turns failures into toasts and remembers what ran, from where (palette, key,
// sidebar, row, toolbar).
import type { Registry } from './registry.ts';
import type { Command, CommandContext, CommandSource, EntityRef } from './types.ts';
import { blockedReason } from './visibility.ts';
import { errorMessage } from './error-message.ts';

export const RECENT_LIMIT = 5;

export interface RecentStore {
  load(): string[];
  save(ids: string[]): void;
}

export interface ExecutionRecord {
  id: string;
  source: CommandSource;
  ok: boolean;
}

export interface Executor {
  execute(id: string, arg: EntityRef | undefined, source: CommandSource): Promise<boolean>;
  recent(): readonly string[];
  /** The last runs, newest last (kept short; for tests and diagnostics). */
  history(): readonly ExecutionRecord[];
}

/** The command's run with its entity: a scoped command refuses to run without one of its kind. */
function bound(command: Command, arg: EntityRef | undefined): (ctx: CommandContext) => void | Promise<void> {
  if (command.scope === undefined) {
    const unscoped = command;
    return (ctx) => unscoped.run(ctx);
  }
  const scoped = command;
  if (!arg || arg.kind !== scoped.scope) throw new Error(`Command ${scoped.id} needs a ${scoped.scope}`);
  return (ctx) => scoped.run(ctx, arg);
}

export function createExecutor(
  registry: Registry,
  getContext: () => CommandContext,
  recentStore: RecentStore = { load: () => [], save: () => {} },
): Executor {
  let recent = recentStore.load().filter((id) => registry.get(id));
  const log: ExecutionRecord[] = [];
  const record = (r: ExecutionRecord) => {
    log.push(r);
    if (log.length > 50) log.shift();
  };

  return {
    recent: () => recent,
    history: () => log,
    async execute(id, arg, source) {
      const command = registry.get(id);
      const ctx = getContext();
      if (!command) throw new Error(`Unknown command: ${id}`);
      const run = bound(command, arg);
      const blocked = blockedReason(command, ctx, arg);
      if (blocked) {
        // A key or a stale button that cannot act says why rather than doing nothing.
        ctx.toast.error(blocked);
        record({ id, source, ok: false });
        return false;
      }
      // Scoped commands are remembered without their entity: the palette offers them again with a picker.
      recent = [id, ...recent.filter((r) => r !== id)].slice(0, RECENT_LIMIT);
      recentStore.save(recent);
      try {
        await run(ctx);
        record({ id, source, ok: true });
        return true;
      } catch (err) {
        record({ id, source, ok: false });
        // 401s are handled by the api client (sign out + redirect); no toast on top of that.
        if ((err as { status?: number } | null)?.status !== 401) ctx.toast.error(errorMessage(err));
        return false;
      }
    },
  };
}
