import useSWR from 'swr';
import type { z } from 'zod';
import { API } from '../../../../contract/api/paths.ts';
import type { roleDetailResponse } from '../../../../contract/api/roles.ts';
import { swrFetcher } from '../../../lib/api-client.ts';

export function useRole(id: number | null) {
  // Always fresh: a stale permission list would silently drop changes made elsewhere.
  return useSWR<z.infer<typeof roleDetailResponse>>(id ? API.roleDetail(id) : null, swrFetcher, { revalidateOnMount: true });
}
