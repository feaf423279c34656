import useSWR from 'swr';
import type { z } from 'zod';
import { API } from '../../../../contract/api/paths.ts';
import type { dashboardResponse } from '../../../../contract/api/dashboard.ts';
import { swrFetcher } from '../../../lib/api-client.ts';

export function useDashboard() {
  return useSWR<z.infer<typeof dashboardResponse>>(API.dashboard, swrFetcher);
}
