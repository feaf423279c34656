import { API } from '../../../../contract/api/paths.ts';
import type { dashboardResponse } from '../../../../contract/api/dashboard.ts';
import { endpoint, useRead } from '../../../lib/api-client.ts';

const dashboard = endpoint<typeof dashboardResponse>(API.dashboard);

export function useDashboard() {
  return useRead(dashboard);
}
