// The adjust-balance form: days added or removed (in halves, not zero) and a reason, checked by the contract's
// own rules (leaveBalanceAdjustBody) before sending.
import { leaveBalanceAdjustBody, type LeaveBalanceAdjustBody } from '../../../../contract/api/requests-leave.ts';
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

export function toAdjustBody(ref: BalanceRef, v: AdjustForm): LeaveBalanceAdjustBody {
  return leaveBalanceAdjustBody.parse({
    employee_id: ref.employeeId,
    leave_type_id: ref.leaveTypeId,
    year: ref.year,
    ...toFields(v),
  });
}

/** What would remain after the change, while the typed days are a valid change. */
export function remainingAfter(remaining: number, days: string): number | null {
  const parsed = leaveBalanceAdjustBody.shape.days.safeParse(days.trim() === '' ? undefined : Number(days));
  return parsed.success ? remaining + parsed.data : null;
}
