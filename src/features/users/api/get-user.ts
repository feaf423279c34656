import { users } from '../../../../contract/api/routes/users.ts';
import { useRead } from '../../../lib/api-client.ts';

export function useUser(id: number | null) {
  return useRead(users.get, id ? { params: { id } } : null);
}
