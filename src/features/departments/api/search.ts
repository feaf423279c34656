// Departments and teams by name, for the palette.
import { departments, teams } from '../../../../contract/api/routes/departments.ts';
import { call } from '../../../lib/api-client.ts';

export async function searchDepartments(q: string, limit = 20) {
  return (await call(departments.list, { query: { page: 1, limit, q } })).data;
}

export async function searchTeams(q: string, limit = 20) {
  return (await call(teams.list, { query: { page: 1, limit, q } })).data;
}
