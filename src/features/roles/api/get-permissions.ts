import { roles } from '../../../../contract/api/routes/roles.ts';
import { useRead } from '../../../lib/api-client.ts';

export function usePermissions() {
  return useRead(roles.permissions);
}
