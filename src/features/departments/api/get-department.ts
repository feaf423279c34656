import { departments, teams } from '../../../../contract/api/routes/departments.ts';
import { useRead } from '../../../lib/api-client.ts';

export function useDepartment(id: number | null) {
  return useRead(departments.get, id ? { params: { id } } : null);
}

export function useTeam(id: number | null) {
  return useRead(teams.get, id ? { params: { id } } : null);
}
