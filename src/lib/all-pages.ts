// A whole list read page by page (100 a page), for selects and filters over lists an organisation keeps short:
// departments, teams, offices. A select that silently stopped at 100 would hide the rest.
import useSWR from 'swr';
import type { Metadata } from '../../contract/api/common.ts';
import { MAX_LIMIT } from '../../contract/api/base.ts';
import type {
  departmentListQuery,
  departmentListResponse,
  officeListQuery,
  officeListResponse,
  teamListQuery,
  teamListResponse,
} from '../../contract/api/organisation.ts';
import { API } from '../../contract/api/paths.ts';
import { endpoint, fetchFrom, type Endpoint } from './api-client.ts';

/** Enough for any real organisation; a runaway loop stops here. */
const MAX_PAGES = 50;

/** The short lists, each bound to its contract schemas (lib, not a feature: several features read them). */
export const SHORT_LISTS = {
  departments: endpoint<typeof departmentListResponse, typeof departmentListQuery>(API.departments),
  teams: endpoint<typeof teamListResponse, typeof teamListQuery>(API.teams),
  offices: endpoint<typeof officeListResponse, typeof officeListQuery>(API.offices),
};

/** A list endpoint: it pages, and answers items with the list's metadata. */
type PagedList<T> = Endpoint<{ page?: number; limit?: number }, { data: T[]; metadata: Metadata }>;

export async function fetchAllPages<T>(list: PagedList<T>): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await fetchFrom(list, { page, limit: MAX_LIMIT });
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
export function useAllPages<T>(list: PagedList<T>, enabled = true) {
  return useSWR<T[]>(enabled ? `${list.path}?all` : null, () => fetchAllPages(list));
}
