import { API } from '../../../../contract/api/paths.ts';
import type { userDetailResponse } from '../../../../contract/api/sys-users.ts';
import { endpoint, useRead } from '../../../lib/api-client.ts';

export function useUser(id: number | null) {
  return useRead(id ? endpoint<typeof userDetailResponse>(API.userDetail(id)) : null);
}
