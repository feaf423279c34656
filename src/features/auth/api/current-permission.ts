import { API } from '../../../../contract/api/paths.ts';
import type { currentPermissionResponse } from '../../../../contract/api/roles.ts';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';

export function fetchCurrentPermission() {
  return apiGet<z.infer<typeof currentPermissionResponse>>(API.currentPermission);
}
