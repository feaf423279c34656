// The adjust-balance form: days added or removed (in halves, not zero) and a reason, a line of the ledger, checked by the contract's
// own rules (leaveBalanceAdjustBody) before sending.
import { leaveBalanceAdjustBody, type LeaveBalanceAdjustBody } from '../../../../contract/api/leave.ts';
import { contractResolver, type FieldMap } from '../../../lib/form-errors.ts';
import type { BalanceRef } from '../leave-entities.ts';

export interface AdjustForm {
  days: string;
  reason: string;
}

export const EMPTY_ADJUST: AdjustForm = { days: '', reason: '' };
export const ADJUST_FIELDS: FieldMap<AdjustForm> = { days: 'days', reason: 'reason' };

const toFields = (v: AdjustForm) => ({ days: v.days.trim() === '' ? undefined : Number(v.days), reason: v.reason });

export const adjustResolver = contractResolver(
  leaveBalanceAdjustBody.pick({ days: true, reason: true }),
  toFields,
  ADJUST_FIELDS,
);

/** The adjustment counts from the day the balance is read on: today, or the day the balances screen is read on. */
export function toAdjustBody(ref: BalanceRef, v: AdjustForm): LeaveBalanceAdjustBody {
  return leaveBalanceAdjustBody.parse({
    employee_id: ref.employeeId,
    leave_type_id: ref.leaveTypeId,
    ...(ref.on ? { date: ref.on } : {}),
    ...toFields(v),
  });
}

/** The balance after the change, while the typed days are a valid change (to the ledger's hundredths). */
export function balanceAfter(balance: number, days: string): number | null {
  const parsed = leaveBalanceAdjustBody.shape.days.safeParse(days.trim() === '' ? undefined : Number(days));
  return parsed.success ? Math.round((balance + parsed.data) * 100) / 100 : null;
}
