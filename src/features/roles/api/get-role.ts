import { roles } from '../../../../contract/api/routes/roles.ts';
import { useRead } from '../../../lib/api-client.ts';

export function useRole(id: number | null) {
  // Always fresh: a stale permission list would silently drop changes made elsewhere.
  return useRead(roles.get, id ? { params: { id } } : null, { revalidateOnMount: true });
}
