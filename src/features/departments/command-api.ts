import type { DepartmentCommandApi } from '../../../commands/areas/departments/department-commands.ts';
import { API } from '../../../contract/api/paths.ts';
import { sendAndRevalidate } from '../../lib/mutation.ts';

const STALE = [API.departments, API.teams];

export const departmentCommandApi: DepartmentCommandApi = {
  deleteDepartment: (id) => sendAndRevalidate('DELETE', API.department(id), STALE),
  deleteTeam: (id) => sendAndRevalidate('DELETE', API.team(id), STALE),
};
