// Every department and every team, for the request lists' filters (read whole, 100 a page: an organisation has
// tens of them). The requests area keeps its own calls: features never import each other.
import useSWR from 'swr';
import type { z } from 'zod';
import { MAX_LIMIT } from '../../../../contract/api/base.ts';
import type { departmentListResponse, teamListResponse } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { apiGet } from '../../../lib/api-client.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export interface TeamOption extends FilterOption {
  /** The team's department, so the team filter can offer only the chosen department's teams. */
  department: { value: string; label: string };
}

/** Every page of a list, mapped to options (at most 50 pages of 100). */
async function allPages<R extends { data: unknown[]; metadata: { hasNext: boolean } }, O>(path: string, toOption: (item: R['data'][number]) => O) {
  const out: O[] = [];
  for (let page = 1; page <= 50; page++) {
    const res = await apiGet<R>(`${path}?page=${page}&limit=${MAX_LIMIT}`);
    out.push(...res.data.map(toOption));
    if (!res.metadata.hasNext) break;
  }
  return out;
}

const fetchDepartments = () =>
  allPages<z.infer<typeof departmentListResponse>, FilterOption>(API.departments, (d) => ({ value: String(d.id), label: d.name }));

const fetchTeams = () =>
  allPages<z.infer<typeof teamListResponse>, TeamOption>(API.teams, (t) => ({
    value: String(t.id),
    label: t.name,
    department: { value: String(t.department.id), label: t.department.name },
  }));

/** `enabled` false (the user may not read departments) asks nothing. */
export function useDepartmentFilter(enabled: boolean) {
  return useSWR(enabled ? `${API.departments}?options` : null, fetchDepartments).data;
}

/** `enabled` false (the user may not read teams) asks nothing. */
export function useTeamFilter(enabled: boolean) {
  return useSWR(enabled ? `${API.teams}?options` : null, fetchTeams).data;
}

/**
 * The teams to offer: the chosen department's by name, or every team with its department beside the name
 * (two departments may each have a "Sales").
 */
export const teamChoices = (teams: readonly TeamOption[], departmentId: string): FilterOption[] =>
  departmentId
    ? teams.filter((t) => t.department.value === departmentId).map(({ value, label }) => ({ value, label }))
    : teams.map((t) => ({ value: t.value, label: `${t.label} (${t.department.label})` }));
