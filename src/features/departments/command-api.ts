import type { DepartmentCommandApi } from '../../../commands/areas/departments/department-commands.ts';
import { departments, teams } from '../../../contract/api/routes/departments.ts';
import { sendAndRevalidate } from '../../lib/mutation.ts';

const STALE = [departments.list, teams.list];

export const departmentCommandApi: DepartmentCommandApi = {
  deleteDepartment: (id) => sendAndRevalidate(departments.remove, { params: { id } }, STALE),
  deleteTeam: (id) => sendAndRevalidate(teams.remove, { params: { id } }, STALE),
};
