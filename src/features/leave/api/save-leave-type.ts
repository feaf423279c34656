// Add or change a leave type. Balances show a type's days per year, so they refresh too.
import type { LeaveTypeBody } from '../../../../contract/api/leave.ts';
import { leaveBalances, leaveTypes } from '../../../../contract/api/routes/leave.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

const STALE = [leaveTypes.list, leaveBalances.list];

export function saveLeaveType(id: number | null, body: LeaveTypeBody) {
  return id
    ? sendAndRevalidate(leaveTypes.update, { params: { id }, body }, STALE)
    : sendAndRevalidate(leaveTypes.create, { body }, STALE);
}

export const deleteLeaveType = (id: number) => sendAndRevalidate(leaveTypes.remove, { params: { id } }, STALE);
