import type { UserCommandApi } from '../../../commands/areas/users/user-commands.ts';
import { deleteUser } from './api/delete-user.ts';
import { exportUsers } from './api/export-users.ts';
import { resetTwoFactor } from './api/reset-two-factor.ts';
import { setUserStatus } from './api/set-user-status.ts';

export const userCommandApi: UserCommandApi = { setUserStatus, deleteUser, exportUsers, resetTwoFactor };
