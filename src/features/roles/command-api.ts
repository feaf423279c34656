import type { RoleCommandApi } from '../../../commands/areas/roles/role-commands.ts';
import { deleteRole } from './api/delete-role.ts';

export const roleCommandApi: RoleCommandApi = { deleteRole };
