// Create or update a department or a team; the lists that show it are refetched.
import type { DepartmentBody, TeamBody } from '../../../../contract/api/departments.ts';
import { departments, teams } from '../../../../contract/api/routes/departments.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

// A department's name shows on its teams, a team's count on its department.
const STALE = [departments.list, teams.list];

export function saveDepartment(id: number | null, body: DepartmentBody) {
  return id
    ? sendAndRevalidate(departments.update, { params: { id }, body }, STALE)
    : sendAndRevalidate(departments.create, { body }, STALE);
}

export function saveTeam(id: number | null, body: TeamBody) {
  return id
    ? sendAndRevalidate(teams.update, { params: { id }, body }, STALE)
    : sendAndRevalidate(teams.create, { body }, STALE);
}
