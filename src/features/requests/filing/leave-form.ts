// The leave request form: checked by the contract's own rules (leaveRequestBody) before it is sent, plus the
// attachment the chosen type needs; and the working-day count it previews (the server counts the same way).
import { addDays, isRealDate } from '../../../../contract/dates.ts';
import { type LeaveTypeItem } from '../../../../contract/api/leave.ts';
import { leaveRequestBody, ATTACHMENT_MESSAGES } from '../../../../contract/api/requests-leave.ts';
import { WEEKEND_DAYS } from '../../../../contract/api/requests.ts';
import { leaveDays, type LeaveSpan } from '../../../../contract/working-days.ts';
import type { PersonOption } from '../../../lib/employee-search.ts';
import {
  errorsResolver,
  issuesToErrors,
  spokenFields,
  type FieldMap,
  type FormErrors,
} from '../../../lib/form-errors.ts';

export interface Attachment {
  name: string;
  dataUrl: string;
}

export interface LeaveForm {
  employee: PersonOption | null;
  leave_type: string;
  start_date: string;
  end_date: string;
  start_half: boolean;
  end_half: boolean;
  reason: string;
  attachment: Attachment | null;
}

export const EMPTY_LEAVE: LeaveForm = {
  employee: null,
  leave_type: '',
  start_date: '',
  end_date: '',
  start_half: false,
  end_half: false,
  reason: '',
  attachment: null,
};

export const LEAVE_FIELDS: FieldMap<LeaveForm> = {
  employee_id: 'employee',
  leave_type_id: 'leave_type',
  start_date: 'start_date',
  end_date: 'end_date',
  start_half: 'start_half',
  end_half: 'end_half',
  reason: 'reason',
  attachment: 'attachment',
};

export const speakLeave = spokenFields({
  employee_id: 'employee',
  leave_type_id: 'leave type',
  start_date: 'start date',
  end_date: 'end date',
  start_half: 'first day half',
  end_half: 'last day half',
});

export function toLeaveBody(v: LeaveForm) {
  return {
    employee_id: v.employee?.id,
    leave_type_id: v.leave_type ? Number(v.leave_type) : undefined,
    start_date: v.start_date || undefined,
    end_date: v.end_date || undefined,
    start_half: v.start_half,
    end_half: v.end_half,
    reason: v.reason,
    attachment: v.attachment?.dataUrl,
  };
}

export function leaveFormErrors(v: LeaveForm, types: readonly LeaveTypeItem[]): FormErrors<LeaveForm> {
  const body = toLeaveBody(v);
  const parsed = leaveRequestBody.safeParse(body);
  const errors = parsed.success ? {} : issuesToErrors(parsed.error.issues, LEAVE_FIELDS, speakLeave);
  // The contract compares the dates only once every other field is valid; say it at once.
  if (!parsed.success && !errors.start_date && !errors.end_date) {
    const dates = leaveRequestBody.safeParse({
      ...body,
      employee_id: undefined,
      leave_type_id: 1,
      reason: 'x',
      attachment: undefined,
    });
    if (!dates.success) issuesToErrors(dates.error.issues, LEAVE_FIELDS, speakLeave, errors);
  }
  const type = types.find((t) => String(t.id) === v.leave_type);
  if (type?.needs_attachment && !v.attachment && !errors.attachment)
    errors.attachment = { type: 'validation', message: ATTACHMENT_MESSAGES.required(type.name) };
  return errors;
}

export const leaveResolver = errorsResolver<LeaveForm, { types: readonly LeaveTypeItem[] }>((v, context) =>
  leaveFormErrors(v, context?.types ?? []),
);

/** The span the dates describe, once both are real dates in order (and not absurdly long). */
export function leaveSpan(v: Pick<LeaveForm, 'start_date' | 'end_date' | 'start_half' | 'end_half'>): LeaveSpan | null {
  if (!isRealDate(v.start_date) || !isRealDate(v.end_date) || v.end_date < v.start_date) return null;
  if (v.end_date > addDays(v.start_date, 366)) return null;
  return { start_date: v.start_date, end_date: v.end_date, start_half: v.start_half, end_half: v.end_half };
}

export interface LeavePreview {
  /** Working days the request takes, in halves. */
  days: number;
  /** Saturdays and Sundays in the span. */
  weekendDays: number;
  /** Public holidays on weekdays in the span; null when the holidays are not known here. */
  holidays: number | null;
}

/** What the request will take: the server's own count (contract/working-days.ts), with what it leaves out. */
export function leavePreview(span: LeaveSpan, holidays: ReadonlySet<string> | null): LeavePreview {
  let weekendDays = 0;
  let holidayCount = 0;
  for (let d = span.start_date; d <= span.end_date; d = addDays(d, 1)) {
    if (WEEKEND_DAYS.has(new Date(`${d}T00:00:00Z`).getUTCDay())) weekendDays++;
    else if (holidays?.has(d)) holidayCount++;
  }
  return { days: leaveDays(span, holidays ?? new Set()), weekendDays, holidays: holidays ? holidayCount : null };
}
