import { roles } from '../../../../contract/api/routes/roles.ts';
import { call } from '../../../lib/api-client.ts';

export function fetchCurrentPermission() {
  return call(roles.currentPermission);
}
