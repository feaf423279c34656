// What the palette lists in each of its modes, as plain data (unit-testable, no React).
import { entityLabel } from '../../../commands/all-commands.ts';
import type { Command, CommandContext, EntityRef } from '../../../commands/types.ts';
import { isVisible } from '../../../commands/visibility.ts';
import type { PaletteItem } from './palette-view.tsx';

/** Commands that make no sense from the palette itself. */
const HIDDEN = new Set(['palette.open', 'list.next', 'list.previous', 'list.open']);

/** A command as the palette lists it; for a chosen entity, in the words the command uses for it. */
export function commandItem(c: Command, entity?: EntityRef): PaletteItem {
  const title = entity && c.label ? c.label(entity) : c.title;
  return { key: `cmd:${c.id}`, title, group: c.group, keywords: c.keywords, shortcut: c.shortcut };
}

export function entityItem(e: EntityRef): PaletteItem {
  return { key: `${e.kind}:${e.id}`, title: e.name, group: `${entityLabel(e.kind)}s`, hint: entityLabel(e.kind) };
}

/** Root mode: every command the user may run (scoped ones open a picker). */
export function rootCommands(commands: readonly Command[], ctx: CommandContext): Command[] {
  return commands.filter((c) => !HIDDEN.has(c.id) && isVisible(c, ctx));
}

/** Entity mode: the commands that act on the chosen entity. */
export function commandsFor(commands: readonly Command[], ctx: CommandContext, entity: EntityRef): Command[] {
  return commands.filter((c) => c.scope === entity.kind && isVisible(c, ctx, entity));
}
