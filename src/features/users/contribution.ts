// The users area's web slice (commands: commands/areas/users/).
import { USER_ROUTES, userApi } from '../../../commands/areas/users/user-commands.ts';
import { dialog, provide, type Contribution } from '../../lib/feature-contribution.ts';
import { fetchUsers } from './api/get-users.ts';
import { userCommandApi } from './command-api.ts';
import { userEntity } from './user-entity.ts';

// One loader for both routes: the edit dialog's route renders over the same list page.
const usersPage = () => import('./users-page.tsx');

export const contribution: Contribution = {
  apis: [provide(userApi, userCommandApi)],
  dialogs: { 'user.add': dialog(() => import('./add-user-dialog.tsx')) },
  entitySearches: { user: async (needle) => (await fetchUsers(1, 20, needle || undefined)).data.map(userEntity) },
  pages: { [USER_ROUTES.list.path]: usersPage, [USER_ROUTES.edit.path]: usersPage },
};
