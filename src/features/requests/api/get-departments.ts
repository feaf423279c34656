// Every department, for the lists' department filter (read whole, 100 a page: an organisation has tens of
// them). The requests area keeps its own call: features never import each other.
import useSWR from 'swr';
import type { z } from 'zod';
import { MAX_LIMIT } from '../../../../contract/api/base.ts';
import type { departmentListResponse } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { apiGet } from '../../../lib/api-client.ts';

async function fetchDepartments() {
  const out: Array<{ value: string; label: string }> = [];
  for (let page = 1; page <= 50; page++) {
    const res = await apiGet<z.infer<typeof departmentListResponse>>(`${API.departments}?page=${page}&limit=${MAX_LIMIT}`);
    out.push(...res.data.map((d) => ({ value: String(d.id), label: d.name })));
    if (!res.metadata.hasNext) break;
  }
  return out;
}

/** `enabled` false (the user may not read departments) asks nothing. */
export function useDepartmentFilter(enabled: boolean) {
  return useSWR(enabled ? `${API.departments}?options` : null, fetchDepartments).data;
}
