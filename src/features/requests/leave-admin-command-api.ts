import type { LeaveAdminCommandApi } from '../../../commands/command-api.ts';
import { deleteHoliday } from './api/save-holiday.ts';
import { deleteLeaveType } from './api/save-leave-type.ts';

export const leaveAdminCommandApi: LeaveAdminCommandApi = { deleteLeaveType, deleteHoliday };
