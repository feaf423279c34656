import { offices } from '../../../../contract/api/routes/offices.ts';
import { useRead } from '../../../lib/api-client.ts';

export function useOffice(id: number | null) {
  // Always fresh: editing a stale copy would silently undo a change made elsewhere.
  return useRead(offices.get, id ? { params: { id } } : null, { revalidateOnMount: true });
}
