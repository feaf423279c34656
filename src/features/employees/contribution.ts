// The employees area's web slice (commands: commands/areas/employees/).
import { EMPLOYEE_ROUTES, employeeApi } from '../../../commands/areas/employees/employee-commands.ts';
import { dialog, provide, type Contribution } from '../../lib/feature-contribution.ts';
import { fetchEmployees } from './api/get-employees.ts';
import { employeeCommandApi } from './command-api.ts';
import { employeeEntity } from './employee-entity.ts';

const employeeFormPage = () => import('./employee-form-page.tsx');

export const contribution: Contribution = {
  apis: [provide(employeeApi, employeeCommandApi)],
  dialogs: {
    'employee.import': dialog(() => import('./import-dialog.tsx')),
    'employee.moveTeam': dialog(() => import('./move-team-dialog.tsx')),
  },
  // Server-side prefix search by name or staff id: instant at 100,000 employees.
  entitySearches: {
    employee: async (needle) => (await fetchEmployees({ q: needle || undefined, limit: 20 })).data.map(employeeEntity),
  },
  pages: {
    [EMPLOYEE_ROUTES.list.path]: () => import('./employees-page.tsx'),
    [EMPLOYEE_ROUTES.add.path]: employeeFormPage,
    [EMPLOYEE_ROUTES.edit.path]: employeeFormPage,
  },
};
