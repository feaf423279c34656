// The roles area's web slice (commands: commands/areas/roles/).
import { ROLE_ROUTES, roleApi } from '../../../commands/areas/roles/role-commands.ts';
import { provide, type Contribution } from '../../lib/feature-contribution.ts';
import { fetchRoles } from './api/get-roles.ts';
import { roleCommandApi } from './command-api.ts';

const roleFormPage = () => import('./role-form-page.tsx');

export const contribution: Contribution = {
  apis: [provide(roleApi, roleCommandApi)],
  entitySearches: {
    role: async (needle) =>
      (await fetchRoles()).data
        .filter((r) => !needle || r.role_name.toLowerCase().includes(needle))
        .slice(0, 50)
        .map((r) => ({ kind: 'role', id: r.id, name: r.role_name })),
  },
  pages: {
    [ROLE_ROUTES.list.path]: () => import('./roles-page.tsx'),
    [ROLE_ROUTES.add.path]: roleFormPage,
    [ROLE_ROUTES.edit.path]: roleFormPage,
  },
};
