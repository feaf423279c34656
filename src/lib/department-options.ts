// Every department as select options (read whole, 100 a page: an organisation has tens of them), for the
// project form and the leave balance filter. `enabled` false asks nothing (no department read: a 403 is noise).
import useSWR from 'swr';
import type { z } from 'zod';
import { MAX_LIMIT } from '../../contract/api/base.ts';
import type { departmentListResponse } from '../../contract/api/organisation.ts';
import { API } from '../../contract/api/paths.ts';
import { apiGet } from './api-client.ts';

type Page = z.infer<typeof departmentListResponse>;

async function fetchDepartmentOptions() {
  const out: Array<{ value: string; label: string }> = [];
  for (let page = 1; page <= 50; page++) {
    const res = await apiGet<Page>(`${API.departments}?page=${page}&limit=${MAX_LIMIT}`);
    out.push(...res.data.map((d) => ({ value: String(d.id), label: d.name })));
    if (!res.metadata.hasNext) break;
  }
  return out;
}

export function useDepartmentOptions(enabled = true) {
  const { data, isLoading } = useSWR(enabled ? `${API.departments}?options` : null, fetchDepartmentOptions);
  return { options: data ?? [], isLoading };
}
