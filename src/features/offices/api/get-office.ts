import type { officeResponse } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { endpoint, useRead } from '../../../lib/api-client.ts';

export function useOffice(id: number | null) {
  // Always fresh: editing a stale copy would silently undo a change made elsewhere.
  return useRead(id ? endpoint<typeof officeResponse>(API.office(id)) : null, undefined, { revalidateOnMount: true });
}
