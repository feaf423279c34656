import type { LeaveCommandApi } from '../../../commands/areas/leave/leave-commands.ts';
import { deleteHoliday } from './api/save-holiday.ts';
import { deleteLeaveType } from './api/save-leave-type.ts';

export const leaveCommandApi: LeaveCommandApi = { deleteLeaveType, deleteHoliday };
