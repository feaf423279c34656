// Teams, departments and offices for the filters, the form and the move dialog. The employees feature
// keeps its own calls (features never import each other). Every page is read: a select that silently
// stops at 100 teams would hide the rest.
import useSWR from 'swr';
import type { z } from 'zod';
import { MAX_LIMIT } from '../../../../contract/api/base.ts';
import type { departmentListResponse, officeListResponse, teamListResponse } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { apiGet } from '../../../lib/api-client.ts';

type ListResponse = { data: unknown[]; metadata: { hasNext: boolean } };

async function fetchAll<R extends ListResponse>(url: string): Promise<R['data']> {
  const out: R['data'] = [];
  for (let page = 1; ; page++) {
    const res = await apiGet<R>(`${url}?page=${page}&limit=${MAX_LIMIT}`);
    out.push(...res.data);
    if (!res.metadata.hasNext) return out;
  }
}

/** `enabled` false (the user may not read that list) asks nothing: a 403 would only be noise. */
const useAll = <R extends ListResponse>(url: string, enabled: boolean) =>
  useSWR<R['data']>(enabled ? `${url}?all` : null, () => fetchAll<R>(url));

export type TeamOption = z.infer<typeof teamListResponse>['data'][number];
export type DepartmentOption = z.infer<typeof departmentListResponse>['data'][number];
export type OfficeOption = z.infer<typeof officeListResponse>['data'][number];

export const useTeams = (enabled = true) => useAll<z.infer<typeof teamListResponse>>(API.teams, enabled);
export const useDepartments = (enabled = true) => useAll<z.infer<typeof departmentListResponse>>(API.departments, enabled);
export const useOffices = (enabled = true) => useAll<z.infer<typeof officeListResponse>>(API.offices, enabled);
