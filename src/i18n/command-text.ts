// What the palette, the sidebar and the shortcut sheet call a command, a group and a page, in the language on
// screen. The registry stays English (the palette still finds a command by its English name); the catalogue holds
// a converted command's title under `command.<id>`, a page's under `page.<path>`, a group's under `group.<name>`.
import type { Command, EntityRef } from '../../commands/types.ts';
import { findRoute, ROUTES } from '../../commands/routes.ts';
import { MONTH_PATTERN } from '../../contract/dates.ts';
import { formatMonth } from '../lib/time.ts';
import { isMessageKey, type Text } from './text.ts';

/** A page's title by its route's path; the route's own (English) title for one not in the catalogue. */
export function pageTitle(t: Text, path: string, fallback: string): string {
  const key = `page.${path}`;
  return isMessageKey(key) ? t(key) : fallback;
}

/** The title of the page at this address (a route with params included); null where no route matches. */
export function pageTitleAt(t: Text, pathname: string): string | null {
  const route = findRoute(pathname);
  return route ? pageTitle(t, route.path, route.title) : null;
}

/** A heading that is a page's English title, in the language on screen (pages pass their route's title). */
export function headingTitle(t: Text, title: string): string {
  const route = ROUTES.find((r) => r.title === title);
  return route ? pageTitle(t, route.path, title) : title;
}

export function commandTitle(t: Text, command: Command): string {
  const key = `command.${command.id}`;
  if (isMessageKey(key)) return t(key);
  // A "Go to …" command is titled by its page ("Add …" and "Generate …" pages by the title alone).
  if (command.group === 'Navigate' && command.route) {
    const route = findRoute(command.route);
    if (route) {
      const page = pageTitle(t, route.path, route.title);
      return command.title === route.title ? page : t('palette.goTo', { page });
    }
  }
  return command.title;
}

/** Words that find a command besides its title and the registry's (English) keywords, in the language on screen: the
 * catalogue's `keywords.<id>`, comma-separated (a Khmer word the Khmer title does not contain). */
export function catalogueKeywords(t: Text, command: Command): string[] {
  const key = `keywords.${command.id}`;
  return isMessageKey(key)
    ? t(key)
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean)
    : [];
}

export function groupTitle(t: Text, group: string): string {
  const key = `group.${group}`;
  return isMessageKey(key) ? t(key) : group;
}

/** What the palette calls one entity of a kind ("Month") or several ("Months"); `fallback` where the catalogue has
 * none (the registry's English). */
export function entityKindTitle(t: Text, kind: string, count: 'one' | 'several', fallback: string): string {
  const key = `${count === 'one' ? 'entity' : 'entities'}.${kind}`;
  return isMessageKey(key) ? t(key) : fallback;
}

/** An entity as a command's words name it: a month (a run, a month to generate or import into) as the screen writes
 * it ("វិច្ឆិកា 2026", without a picker's "generated" mark), anything else by its name. */
function nameInLabel(entity: EntityRef): string {
  const month = entity.extra?.month;
  return typeof month === 'string' && MONTH_PATTERN.test(month) ? formatMonth(month) : entity.name;
}

/** What a scoped command is called once its entity is picked ("Open payroll វិច្ឆិកា 2026"), in the language on
 * screen: the catalogue's `picked.<id>`, or for a family of commands made from one template ("History of <kind>…",
 * activityLog.history.user) its family's `picked.<id without its last part>`. Null where the catalogue has neither. */
export function pickedLabel(t: Text, command: Command, entity: EntityRef): string | null {
  const own = `picked.${command.id}`;
  const family = `picked.${command.id.slice(0, command.id.lastIndexOf('.'))}`;
  const key = isMessageKey(own) ? own : isMessageKey(family) ? family : null;
  return key ? t(key, { name: nameInLabel(entity) }) : null;
}
