// Departments and teams by name, for the palette.
import type {
  departmentListQuery,
  departmentListResponse,
  teamListQuery,
  teamListResponse,
} from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { endpoint, fetchFrom } from '../../../lib/api-client.ts';

const departments = endpoint<typeof departmentListResponse, typeof departmentListQuery>(API.departments);
const teams = endpoint<typeof teamListResponse, typeof teamListQuery>(API.teams);

export async function searchDepartments(q: string, limit = 20) {
  return (await fetchFrom(departments, { page: 1, limit, q })).data;
}

export async function searchTeams(q: string, limit = 20) {
  return (await fetchFrom(teams, { page: 1, limit, q })).data;
}
