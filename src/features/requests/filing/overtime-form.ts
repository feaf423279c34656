// The overtime form: a date with a start and end time, or a number of hours (a radio choice), checked by the
// contract's own rules (overtimeRequestBody) before it is sent, in the words of the form.
import { textNow } from '../../../i18n/text.ts';
import { overtimeRequestBody } from '../../../../contract/api/requests-overtime.ts';
import { minutesOf, TIME_PATTERN } from '../../../../contract/api/requests.ts';
import type { PersonOption } from '../../../lib/employee-search.ts';
import {
  errorsResolver,
  issuesToErrors,
  spokenFields,
  type FieldMap,
  type FormErrors,
} from '../../../lib/form-errors.ts';

export type OvertimeMode = 'times' | 'hours';

export interface OvertimeForm {
  employee: PersonOption | null;
  date: string;
  mode: OvertimeMode;
  start_time: string;
  end_time: string;
  hours: string;
  reason: string;
}

export const EMPTY_OVERTIME: OvertimeForm = {
  employee: null,
  date: '',
  mode: 'times',
  start_time: '',
  end_time: '',
  hours: '',
  reason: '',
};

export const OVERTIME_FIELDS: FieldMap<OvertimeForm> = {
  employee_id: 'employee',
  date: 'date',
  start_time: 'start_time',
  end_time: 'end_time',
  hours: 'hours',
  reason: 'reason',
};

export const speakOvertime = spokenFields({ employee_id: 'employee', start_time: 'start time', end_time: 'end time' });

export function toOvertimeBody(v: OvertimeForm) {
  const span =
    v.mode === 'times'
      ? { start_time: v.start_time || undefined, end_time: v.end_time || undefined }
      : { hours: v.hours.trim() === '' ? undefined : Number(v.hours) };
  return { employee_id: v.employee?.id, date: v.date || undefined, reason: v.reason, ...span };
}

const required = (message: string) => ({ type: 'validation', message });

export function overtimeFormErrors(v: OvertimeForm): FormErrors<OvertimeForm> {
  const body = toOvertimeBody(v);
  const parsed = overtimeRequestBody.safeParse(body);
  if (parsed.success) return {};
  const errors = issuesToErrors(parsed.error.issues, OVERTIME_FIELDS, speakOvertime);
  // The time or hours rules run only once the rest is valid; check them alone so every message shows at once.
  const alone = overtimeRequestBody.safeParse({ ...body, employee_id: undefined, date: '2000-01-03', reason: 'x' });
  if (!alone.success) issuesToErrors(alone.error.issues, OVERTIME_FIELDS, speakOvertime, errors);
  // The contract speaks of both ways at once; the form asks for the way chosen.
  if (v.mode === 'times') {
    delete errors.hours;
    if (!v.start_time) errors.start_time = required('start time is required.');
    if (!v.end_time) errors.end_time = required('end time is required.');
  } else {
    delete errors.start_time;
    delete errors.end_time;
    if (!v.hours.trim()) errors.hours = required('hours is required.');
  }
  return errors;
}

export const overtimeResolver = errorsResolver<OvertimeForm>(overtimeFormErrors);

/** The hours the request asks for, when what is typed says (a positive amount); null otherwise. */
export function overtimeHours(v: Pick<OvertimeForm, 'mode' | 'start_time' | 'end_time' | 'hours'>): number | null {
  if (v.mode === 'hours') {
    const h = Number(v.hours);
    return v.hours.trim() && Number.isFinite(h) && h > 0 ? h : null;
  }
  if (!TIME_PATTERN.test(v.start_time) || !TIME_PATTERN.test(v.end_time)) return null;
  const minutes = minutesOf(v.end_time) - minutesOf(v.start_time);
  return minutes > 0 ? minutes / 60 : null;
}

export function formatHours(h: number): string {
  const rounded = Math.round(h * 100) / 100;
  return textNow('requests.hourCount', { count: rounded });
}
