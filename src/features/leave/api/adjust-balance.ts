// Add or remove days of one balance, with a reason.
import type { LeaveBalanceAdjustBody } from '../../../../contract/api/leave.ts';
import { leaveBalances } from '../../../../contract/api/routes/leave.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

export const adjustBalance = (body: LeaveBalanceAdjustBody) =>
  sendAndRevalidate(leaveBalances.adjust, { body }, [leaveBalances.list]);
