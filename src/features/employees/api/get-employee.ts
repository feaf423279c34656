import type { employeeResponse } from '../../../../contract/api/employees.ts';
import { API } from '../../../../contract/api/paths.ts';
import { endpoint, useRead } from '../../../lib/api-client.ts';

export function useEmployee(id: number | null) {
  // Always fresh: the form must start from what the server holds now, not from a cached copy.
  return useRead(id ? endpoint<typeof employeeResponse>(API.employee(id)) : null, undefined, {
    revalidateOnMount: true,
  });
}
