// A whole list read page by page (100 a page), for selects and filters over lists an organisation keeps short:
// departments, teams, offices. A select that silently stopped at 100 would hide the rest.
import useSWR from 'swr';
import type { Metadata } from '../../contract/api/common.ts';
import { MAX_LIMIT } from '../../contract/api/base.ts';
import type { Route } from '../../contract/api/route.ts';
import { departments, teams } from '../../contract/api/routes/departments.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { call, type ResultOf } from './api-client.ts';

/** Enough for any real organisation; a runaway loop stops here. */
const MAX_PAGES = 50;

/** The short lists (lib, not a feature: several features read them). */
export const SHORT_LISTS = { departments: departments.list, teams: teams.list, offices: offices.list };

/** The item of a list route: it pages, and answers items with the list's metadata. */
type ItemOf<R> = ResultOf<R> extends { data: Array<infer T>; metadata: Metadata } ? T : never;

export async function fetchAllPages<R extends Route>(list: R): Promise<ItemOf<R>[]> {
  const out: ItemOf<R>[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    // Every list route takes page and limit (paginationQuery).
    const res = (await call(list as Route, { query: { page, limit: MAX_LIMIT } } as never)) as {
      data: ItemOf<R>[];
      metadata: Metadata;
    };
    out.push(...res.data);
    if (!res.metadata.hasNext) break;
  }
  return out;
}

/**
 * Every item of `list`. The key starts with the list path, so `revalidate(path)` after a change refreshes it,
 * and every screen that reads the same list shares one copy. `enabled` false (the user may not read that list)
 * asks nothing: a 403 would only be noise.
 */
export function useAllPages<R extends Route>(list: R, enabled = true) {
  return useSWR<ItemOf<R>[]>(enabled ? `${list.path}?all` : null, () => fetchAllPages(list));
}
