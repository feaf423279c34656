import useSWR from 'swr';
import type { z } from 'zod';
import { API } from '../../../../contract/api/paths.ts';
import type { userDetailResponse } from '../../../../contract/api/sys-users.ts';
import { swrFetcher } from '../../../lib/api-client.ts';

export function useUser(id: number | null) {
  return useSWR<z.infer<typeof userDetailResponse>>(id ? API.userDetail(id) : null, swrFetcher);
}
