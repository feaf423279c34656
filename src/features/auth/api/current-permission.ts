import { API } from '../../../../contract/api/paths.ts';
import type { currentPermissionResponse } from '../../../../contract/api/roles.ts';
import { endpoint, fetchFrom } from '../../../lib/api-client.ts';

const currentPermission = endpoint<typeof currentPermissionResponse>(API.currentPermission);

export function fetchCurrentPermission() {
  return fetchFrom(currentPermission);
}
