// Create or update a department or a team; the lists that show it are refetched.
import type { DepartmentBody, TeamBody } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

// A department's name shows on its teams, a team's count on its department.
const STALE = [API.departments, API.teams];

export function saveDepartment(id: number | null, body: DepartmentBody) {
  return id
    ? sendAndRevalidate('PATCH', API.department(id), STALE, body)
    : sendAndRevalidate('POST', API.departments, STALE, body);
}

export function saveTeam(id: number | null, body: TeamBody) {
  return id ? sendAndRevalidate('PATCH', API.team(id), STALE, body) : sendAndRevalidate('POST', API.teams, STALE, body);
}
