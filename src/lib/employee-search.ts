// Active employees by name or staff id, for every employee picker (server-side search: the directory can
// hold 100,000 people).
import { employees } from '../../contract/api/routes/employees.ts';
import { useRead } from './api-client.ts';

export interface PersonOption {
  id: number;
  name: string;
  staff_id: string;
}

/** While `q` is still being typed or its answer is on the way, `stale` says the options belong to an
 * older text: the picker shows "Searching…" instead, so Enter never takes someone the text no longer names. */
export function useEmployeeSearch(typed: string, q: string, limit = 10) {
  const res = useRead(
    employees.list,
    { query: { page: 1, limit, status: 'active', sort: 'name', q: q.trim() } },
    { keepPreviousData: true },
  );
  const options: PersonOption[] = (res.data?.data ?? []).map((e) => ({
    id: e.id,
    name: e.full_name,
    staff_id: e.staff_id,
  }));
  return { options, stale: typed.trim() !== q.trim() || res.isLoading, error: res.error };
}
