import useSWR from 'swr';
import type { z } from 'zod';
import type { officeResponse } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { swrFetcher } from '../../../lib/api-client.ts';

export function useOffice(id: number | null) {
  // Always fresh: editing a stale copy would silently undo a change made elsewhere.
  return useSWR<z.infer<typeof officeResponse>>(id ? API.office(id) : null, swrFetcher, { revalidateOnMount: true });
}
