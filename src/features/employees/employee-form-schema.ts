// The employee form: what the fields hold (text, as typed) and how that becomes the API body. The body is
// checked by the contract's own schema, so the form says exactly what the server would (same rules, same
// texts), before the round trip.
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  createEmployeeBody,
  type CreateEmployeeBody,
  type EmployeeDetail,
  type EmployeeStatus,
} from '../../../contract/api/employees.ts';
import { FIELD_LABELS } from '../../../contract/field-labels.ts';
import { centsToDollars, dollarsToCents } from '../../../contract/money.ts';

export interface EmployeeFormValues {
  staff_id: string;
  first_name: string;
  last_name: string;
  gender: '' | 'male' | 'female' | 'other';
  date_of_birth: string;
  phone: string;
  email: string;
  address: string;
  position: string;
  team_id: string;
  office_ids: string[];
  join_date: string;
  probation_end_date: string;
  /** Dollars as typed ("1,250.50"); the API takes cents. */
  salary: string;
  bank_name: string;
  bank_account: string;
  status: EmployeeStatus;
  /** A data URL, or null for no photo. */
  photo: string | null;
}

export type EmployeeFormField = keyof EmployeeFormValues;
export type EmployeeFormMode = 'create' | 'update';
export type FieldIssue = { field: EmployeeFormField; message: string };

export const EMPTY_EMPLOYEE_FORM: EmployeeFormValues = {
  staff_id: '',
  first_name: '',
  last_name: '',
  gender: '',
  date_of_birth: '',
  phone: '',
  email: '',
  address: '',
  position: '',
  team_id: '',
  office_ids: [],
  join_date: '',
  probation_end_date: '',
  salary: '',
  bank_name: '',
  bank_account: '',
  status: 'active',
  photo: null,
};

export const SALARY_MESSAGES = {
  required: `${FIELD_LABELS.salary_cents} is required.`,
  format: `${FIELD_LABELS.salary_cents} must be an amount in dollars, e.g. 1250.50.`,
} as const;

/** A server (or contract) message about `serverField` at the form's field: the salary is typed in dollars, so
 * "salary_cents" lands on "salary". */
export function formIssue(serverField: string, message: string): FieldIssue | undefined {
  if (serverField === 'salary_cents') return { field: 'salary', message };
  return serverField in EMPTY_EMPLOYEE_FORM ? { field: serverField as EmployeeFormField, message } : undefined;
}

const orUndefined = (s: string) => (s.trim() ? s : undefined);

export type EmployeeFormResult = { success: true; body: CreateEmployeeBody } | { success: false; issues: FieldIssue[] };

export function parseEmployeeForm(v: EmployeeFormValues, mode: EmployeeFormMode): EmployeeFormResult {
  const issues: FieldIssue[] = [];
  const cents = v.salary.trim() ? dollarsToCents(v.salary) : null;
  if (!v.salary.trim()) issues.push({ field: 'salary', message: SALARY_MESSAGES.required });
  else if (cents === null) issues.push({ field: 'salary', message: SALARY_MESSAGES.format });
  // An employee keeps a staff id once given one; only a new one may leave it to the server.
  if (mode === 'update' && !v.staff_id.trim())
    issues.push({ field: 'staff_id', message: `${FIELD_LABELS.staff_id} is required.` });
  if (!v.gender) issues.push({ field: 'gender', message: `${FIELD_LABELS.gender} is required.` });

  const candidate = {
    staff_id: orUndefined(v.staff_id),
    first_name: v.first_name,
    last_name: v.last_name,
    gender: v.gender || 'other',
    // Empty required fields go as missing, so they read "… is required." rather than a format complaint.
    date_of_birth: orUndefined(v.date_of_birth),
    phone: orUndefined(v.phone),
    email: orUndefined(v.email),
    address: v.address,
    position: v.position,
    team_id: v.team_id ? Number(v.team_id) : null,
    office_ids: v.office_ids.map(Number),
    join_date: orUndefined(v.join_date),
    probation_end_date: v.probation_end_date || null,
    salary_cents: cents ?? 0,
    bank_name: v.bank_name,
    bank_account: v.bank_account,
    status: v.status,
    photo: v.photo,
  };
  const parsed = createEmployeeBody.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const mapped = formIssue(String(issue.path[0] ?? ''), issue.message);
      if (mapped) issues.push(mapped);
    }
  }
  if (issues.length || !parsed.success) return { success: false, issues: firstPerField(issues) };
  return { success: true, body: parsed.data };
}

function firstPerField(issues: FieldIssue[]): FieldIssue[] {
  const seen = new Set<EmployeeFormField>();
  return issues.filter((i) => !seen.has(i.field) && seen.add(i.field));
}

/** react-hook-form resolver: field messages, or the body ready to send. */
export function employeeFormResolver(
  mode: EmployeeFormMode,
): Resolver<EmployeeFormValues, unknown, CreateEmployeeBody> {
  return async (values) => {
    const result = parseEmployeeForm(values, mode);
    if (result.success) return { values: result.body, errors: {} };
    const errors: FieldErrors<EmployeeFormValues> = {};
    for (const issue of result.issues) errors[issue.field] = { type: 'validate', message: issue.message };
    return { values: {}, errors };
  };
}

/** A stored employee as the form shows it. */
export function formValuesOf(e: EmployeeDetail): EmployeeFormValues {
  return {
    staff_id: e.staff_id,
    first_name: e.first_name,
    last_name: e.last_name,
    gender: e.gender,
    date_of_birth: e.date_of_birth,
    phone: e.phone,
    email: e.email,
    address: e.address,
    position: e.position,
    team_id: e.team ? String(e.team.id) : '',
    office_ids: e.offices.map((o) => String(o.id)),
    join_date: e.join_date,
    probation_end_date: e.probation_end_date ?? '',
    salary: centsToDollars(e.salary_cents ?? 0),
    bank_name: e.bank_name ?? '',
    bank_account: e.bank_account ?? '',
    status: e.status,
    photo: e.photo,
  };
}
