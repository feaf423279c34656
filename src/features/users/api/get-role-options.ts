// The roles a user can be given, for the role select (the users feature keeps its own call: features
// never import each other).
import { roles } from '../../../../contract/api/routes/roles.ts';
import { useRead } from '../../../lib/api-client.ts';

export function useRoleOptions() {
  const { data, isLoading } = useRead(roles.list);
  return { options: (data?.data ?? []).map((r) => ({ value: String(r.id), label: r.role_name })), isLoading };
}
