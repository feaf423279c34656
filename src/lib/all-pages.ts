// A whole list read page by page (100 a page), for selects and filters over lists an organisation keeps short:
// departments, teams, offices. A select that silently stopped at 100 would hide the rest.
import useSWR from 'swr';
import type { Metadata } from '../../contract/api/common.ts';
import { MAX_LIMIT } from '../../contract/api/base.ts';
import { apiGet } from './api-client.ts';

/** Enough for any real organisation; a runaway loop stops here. */
const MAX_PAGES = 50;

export async function fetchAllPages<T>(base: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await apiGet<{ data: T[]; metadata: Metadata }>(`${base}?page=${page}&limit=${MAX_LIMIT}`);
    out.push(...res.data);
    if (!res.metadata.hasNext) break;
  }
  return out;
}

/**
 * Every item of the list at `base`. The key starts with the list path, so `revalidate(base)` after a change
 * refreshes it, and every screen that reads the same list shares one copy. `enabled` false (the user may not
 * read that list) asks nothing: a 403 would only be noise.
 */
export function useAllPages<T>(base: string, enabled = true) {
  return useSWR<T[]>(enabled ? `${base}?all` : null, () => fetchAllPages<T>(base));
}
