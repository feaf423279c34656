// The departments and teams area's web slice (commands: commands/areas/departments/).
import { DEPARTMENT_ROUTES, departmentApi } from '../../../commands/areas/departments/department-commands.ts';
import { dialog, provide, type Contribution } from '../../lib/feature-contribution.ts';
import { searchDepartments, searchTeams } from './api/search.ts';
import { departmentCommandApi } from './command-api.ts';
import { departmentEntity, teamEntity } from './entities.ts';

const departmentDialog = () => import('./department-dialog.tsx');
const teamDialog = () => import('./team-dialog.tsx');

export const contribution: Contribution = {
  apis: [provide(departmentApi, departmentCommandApi)],
  dialogs: {
    'department.add': dialog(departmentDialog, { mode: 'add' }),
    'department.edit': dialog(departmentDialog, { mode: 'edit' }),
    'team.add': dialog(teamDialog, { mode: 'add' }),
    'team.edit': dialog(teamDialog, { mode: 'edit' }),
  },
  entitySearches: {
    department: async (needle) => (await searchDepartments(needle)).map(departmentEntity),
    team: async (needle) => (await searchTeams(needle)).map(teamEntity),
  },
  pages: {
    [DEPARTMENT_ROUTES.list.path]: () => import('./departments-page.tsx'),
    [DEPARTMENT_ROUTES.members.path]: () => import('./department-members-page.tsx'),
  },
};
