import { dashboard } from '../../../../contract/api/routes/dashboard.ts';
import { useRead } from '../../../lib/api-client.ts';

export function useDashboard() {
  return useRead(dashboard.get);
}
