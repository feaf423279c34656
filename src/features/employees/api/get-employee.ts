import { employees } from '../../../../contract/api/routes/employees.ts';
import { useRead } from '../../../lib/api-client.ts';

export function useEmployee(id: number | null) {
  // Always fresh: the form must start from what the server holds now, not from a cached copy.
  return useRead(employees.get, id ? { params: { id } } : null, { revalidateOnMount: true });
}
