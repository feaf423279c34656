import useSWR from 'swr';
import type { z } from 'zod';
import { API } from '../../../../contract/api/paths.ts';
import type { permissionsResponse } from '../../../../contract/api/roles.ts';
import { swrFetcher } from '../../../lib/api-client.ts';

export function usePermissions() {
  return useSWR<z.infer<typeof permissionsResponse>>(API.permissions, swrFetcher);
}
