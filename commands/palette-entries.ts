// Which commands the palette offers at its root and for a chosen entity: plain data, shared by the palette and
// the relevance test (palette-relevance.test.ts), so what the test ranks is what the user is offered.
import type { Command, CommandContext, EntityRef } from './types.ts';
import { isVisible } from './visibility.ts';

/** Commands that make no sense from the palette itself. */
const HIDDEN = new Set(['palette.open', 'list.next', 'list.previous', 'list.open']);

/** Root mode: every command the user may run (scoped ones open a picker), each destination once: a page an
 * area's action opens ("Add employee") is not offered again by the route table's navigation ("Add Employee"). */
export function rootCommands(commands: readonly Command[], ctx: CommandContext): Command[] {
  const offered = commands.filter((c) => !HIDDEN.has(c.id) && isVisible(c, ctx));
  const isNavigation = (c: Command) => c.id.startsWith('nav.');
  const opened = new Set(offered.filter((c) => !isNavigation(c) && c.route && !c.scope).map((c) => c.route));
  return offered.filter((c) => !isNavigation(c) || !opened.has(c.route));
}

/** Entity mode: the commands that act on the chosen entity. */
export function commandsFor(commands: readonly Command[], ctx: CommandContext, entity: EntityRef): Command[] {
  return commands.filter((c) => c.scope === entity.kind && isVisible(c, ctx, entity));
}
