// How the palette shows a command or an entity (which commands it offers: commands/palette-entries.ts).
import { entityLabel } from '../../../commands/all-commands.ts';
import type { Command, EntityRef } from '../../../commands/types.ts';
import type { PaletteItem } from './palette-view.tsx';

/** A command as the palette lists it; for a chosen entity, in the words the command uses for it. */
export function commandItem(c: Command, entity?: EntityRef): PaletteItem {
  const title = entity && c.label ? c.label(entity) : c.title;
  return { key: `cmd:${c.id}`, title, group: c.group, keywords: c.keywords, shortcut: c.shortcut };
}

export function entityItem(e: EntityRef): PaletteItem {
  return { key: `${e.kind}:${e.id}`, title: e.name, group: `${entityLabel(e.kind)}s`, hint: entityLabel(e.kind) };
}
