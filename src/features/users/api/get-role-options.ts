// The roles a user can be given, for the role select (the users feature keeps its own call: features
// never import each other).
import { API } from '../../../../contract/api/paths.ts';
import type { roleListResponse } from '../../../../contract/api/roles.ts';
import { endpoint, useRead } from '../../../lib/api-client.ts';

const roles = endpoint<typeof roleListResponse>(API.roles);

export function useRoleOptions() {
  const { data, isLoading } = useRead(roles);
  return { options: (data?.data ?? []).map((r) => ({ value: String(r.id), label: r.role_name })), isLoading };
}
