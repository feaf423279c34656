import { API } from '../../../../contract/api/paths.ts';
import type { permissionsResponse } from '../../../../contract/api/roles.ts';
import { endpoint, useRead } from '../../../lib/api-client.ts';

const permissions = endpoint<typeof permissionsResponse>(API.permissions);

export function usePermissions() {
  return useRead(permissions);
}
