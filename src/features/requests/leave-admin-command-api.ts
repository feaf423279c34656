import type { LeaveAdminCommandApi } from '../../../commands/areas/leave-admin/leave-admin-commands.ts';
import { deleteHoliday } from './api/save-holiday.ts';
import { deleteLeaveType } from './api/save-leave-type.ts';

export const leaveAdminCommandApi: LeaveAdminCommandApi = { deleteLeaveType, deleteHoliday };
