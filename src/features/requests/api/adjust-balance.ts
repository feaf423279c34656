// Add or remove days of one balance, with a reason.
import { API } from '../../../../contract/api/paths.ts';
import type { LeaveBalanceAdjustBody } from '../../../../contract/api/requests-leave.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

export const adjustBalance = (body: LeaveBalanceAdjustBody) =>
  sendAndRevalidate('POST', API.leaveBalanceAdjust, [API.leaveBalances], body);
