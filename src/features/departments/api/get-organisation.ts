// Every department and every team, for the organisation table and the department select. An organisation
// has tens of departments and at most a few hundred teams, so the lists are read whole, 100 a page.
import useSWR from 'swr';
import type { Metadata } from '../../../../contract/api/common.ts';
import { MAX_LIMIT } from '../../../../contract/api/base.ts';
import type { DepartmentItem, TeamItem } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { apiGet } from '../../../lib/api-client.ts';

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

// The keys start with the list paths, so `revalidate(API.departments)` after a change refreshes them.
const ALL_DEPARTMENTS = `${API.departments}?all`;
const ALL_TEAMS = `${API.teams}?all`;

export function useAllDepartments() {
  return useSWR(ALL_DEPARTMENTS, () => fetchAllPages<DepartmentItem>(API.departments));
}

export function useAllTeams() {
  return useSWR(ALL_TEAMS, () => fetchAllPages<TeamItem>(API.teams));
}
