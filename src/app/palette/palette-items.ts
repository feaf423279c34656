// How the palette shows a command or an entity (which commands it offers: commands/palette-entries.ts).
import { entityLabel } from '../../../commands/all-commands.ts';
import type { Command, EntityRef } from '../../../commands/types.ts';
import { catalogueKeywords, commandTitle, entityKindTitle, groupTitle, pickedLabel } from '../../i18n/command-text.ts';
import type { Text } from '../../i18n/text.ts';
import { placementLabel } from '../../ui/command-buttons.tsx';
import type { PaletteItem } from './palette-view.tsx';

/** A command as the palette lists it, in the language on screen; for a chosen entity, in the words the command
 * uses for it. Its English title stays among its keywords, so the name an administrator knows still finds it, and
 * the catalogue's own words for it join them (Khmer "acknowledge" finds "Approve leave request…"). */
export function commandItem(c: Command, t: Text, entity?: EntityRef): PaletteItem {
  const title =
    entity && c.label ? (pickedLabel(t, c, entity) ?? placementLabel(t, '', c.label(entity))) : commandTitle(t, c);
  const keywords = [...new Set([c.title, ...(c.keywords ?? []), ...catalogueKeywords(t, c)])].filter(
    (k) => k !== title,
  );
  return { key: `cmd:${c.id}`, title, group: groupTitle(t, c.group), keywords, shortcut: c.shortcut };
}

/** What the palette calls one entity of the kind, in the language on screen ("Month"). */
export const kindTitle = (t: Text, kind: string) => entityKindTitle(t, kind, 'one', entityLabel(kind));

/** An entity as the palette lists it: its name, under its kind's group, with its kind as the hint. */
export function entityItem(e: EntityRef, t: Text): PaletteItem {
  const one = kindTitle(t, e.kind);
  return {
    key: `${e.kind}:${e.id}`,
    title: e.name,
    group: entityKindTitle(t, e.kind, 'several', `${one}s`),
    hint: one,
  };
}
