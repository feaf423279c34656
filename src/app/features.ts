// The features' contributions, merged: the api of every area, the dialogs, the palette's entity searches and
// the pages. Every src/features/<area>/contribution.ts is picked up by its place (Vite's import.meta.glob), so
// adding an area lists it once, in commands/all-areas.ts; features.test.ts checks both sides match.
import type { ApiSlot } from '../../commands/area.ts';
import type { DialogKind, EntityKind } from '../../commands/types.ts';
import type { Contribution, DialogSpec, EntitySearch, PageLoader } from '../lib/feature-contribution.ts';
import { shellContribution } from './shell/contribution.ts';

const found = import.meta.glob<Contribution>('../features/*/contribution.ts', { eager: true, import: 'contribution' });

/** Contributions by where they come from ('shell' or the feature folder), for messages and tests. */
export const CONTRIBUTIONS: ReadonlyMap<string, Contribution> = new Map([
  ['shell', shellContribution],
  ...Object.entries(found).map(([path, c]): [string, Contribution] => [path.split('/').at(-2)!, c]),
]);

function collect<T>(
  what: string,
  pick: (c: Contribution) => Iterable<[string, T]> | undefined,
): ReadonlyMap<string, T> {
  const out = new Map<string, T>();
  for (const [from, c] of CONTRIBUTIONS) {
    for (const [key, value] of pick(c) ?? []) {
      if (out.has(key)) throw new Error(`${what} ${key} is contributed twice (again by ${from})`);
      out.set(key, value);
    }
  }
  return out;
}

export const APIS: ReadonlyMap<string, object> = collect('The api of', (c) =>
  c.apis?.map((a) => [a.slot.area, a.impl]),
);
export const DIALOGS: ReadonlyMap<DialogKind, DialogSpec> = collect('Dialog', (c) => Object.entries(c.dialogs ?? {}));
export const ENTITY_SEARCHES: ReadonlyMap<EntityKind, EntitySearch> = collect('The search of', (c) =>
  Object.entries(c.entitySearches ?? {}),
);
export const PAGES: ReadonlyMap<string, PageLoader> = collect('Page', (c) => Object.entries(c.pages ?? {}));
export const PAGE_READS: ReadonlyMap<string, () => void> = collect('The reads of page', (c) =>
  Object.entries(c.pageReads ?? {}),
);

/** The implementation of an area's api, for `ctx.api(slot)`. */
export function apiOf<Api>(slot: ApiSlot<Api>): Api {
  const api = APIS.get(slot.area);
  if (!api) throw new Error(`No feature provides the api of area ${slot.area}`);
  return api as Api;
}
