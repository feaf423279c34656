import useSWR from 'swr';
import type { z } from 'zod';
import type { employeeResponse } from '../../../../contract/api/employees.ts';
import { API } from '../../../../contract/api/paths.ts';
import { swrFetcher } from '../../../lib/api-client.ts';

export function useEmployee(id: number | null) {
  // Always fresh: the form must start from what the server holds now, not from a cached copy.
  return useSWR<z.infer<typeof employeeResponse>>(id ? API.employee(id) : null, swrFetcher, { revalidateOnMount: true });
}
