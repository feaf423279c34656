import type { RoleCommandApi } from '../../../commands/command-api.ts';
import { deleteRole } from './api/delete-role.ts';

export const roleCommandApi: RoleCommandApi = { deleteRole };
