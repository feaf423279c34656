// Add or change a leave type. Balances show a type's days per year, so they refresh too.
import { API } from '../../../../contract/api/paths.ts';
import type { LeaveTypeBody } from '../../../../contract/api/requests-leave.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

const STALE = [API.leaveTypes, API.leaveBalances];

export function saveLeaveType(id: number | null, body: LeaveTypeBody) {
  return id
    ? sendAndRevalidate('PATCH', API.leaveType(id), STALE, body)
    : sendAndRevalidate('POST', API.leaveTypes, STALE, body);
}

export const deleteLeaveType = (id: number) => sendAndRevalidate('DELETE', API.leaveType(id), STALE);
