import { API } from '../../../../contract/api/paths.ts';
import type { roleDetailResponse } from '../../../../contract/api/roles.ts';
import { endpoint, useRead } from '../../../lib/api-client.ts';

export function useRole(id: number | null) {
  // Always fresh: a stale permission list would silently drop changes made elsewhere.
  return useRead(id ? endpoint<typeof roleDetailResponse>(API.roleDetail(id)) : null, undefined, {
    revalidateOnMount: true,
  });
}
