// Employees. Money is integer cents; dates are YYYY-MM-DD business dates.
import { isRealDate } from '../dates.ts';
import { z } from 'zod';
import {
  BUSINESS_DATES,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  centsField,
  dateField,
  idField,
  listQueryId,
  optionalText,
  requiredText,
} from './fields.ts';
import { fieldLabel } from '../field-labels.ts';
import { envelope, idParams, listEnvelope, messageOnly, paginationQuery, searchText, timestamp } from './common.ts';
import { importResult, NDJSON_TYPE } from './employee-import.ts';
import { exportSchemas } from './resource.ts';

export const GENDERS = ['male', 'female', 'other'] as const;
export const EMPLOYEE_STATUSES = ['active', 'resigned'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const PROBATION_STATES = ['passed', 'on_probation', 'none'] as const;
export type ProbationState = (typeof PROBATION_STATES)[number];

export const STAFF_ID_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,19}$/;
/** Photos travel as data URLs and stay small: the API's body limit is 256 KB. */
export const PHOTO_MAX_CHARS = 200_000;

export const employeeGender = z.enum(GENDERS, { error: `${fieldLabel('gender')} must be male, female or other.` });
export const employeeStatus = z.enum(EMPLOYEE_STATUSES, {
  error: `${fieldLabel('status')} must be active or resigned.`,
});

const todayIso = () => new Date().toISOString().slice(0, 10);
// A person's own dates reach back before the business years: staff born, and long-serving staff hired, before 2000
// (their seniority counts from then). Settling never starts before the month a read names, so these are safe.
const PERSON_DATES = { min: '1900-01-01', max: BUSINESS_DATES.max };

const fields = {
  staff_id: z
    .string()
    .trim()
    .toUpperCase()
    .regex(STAFF_ID_PATTERN, `${fieldLabel('staff_id')} must be 3–20 capital letters, digits or dashes.`),
  first_name: requiredText('first_name', 100),
  last_name: requiredText('last_name', 100),
  gender: employeeGender,
  // Birth dates reach back before the business years.
  date_of_birth: dateField('date_of_birth', PERSON_DATES).refine(
    (d) => d < todayIso(),
    `${fieldLabel('date_of_birth')} must be in the past.`,
  ),
  phone: z
    .string({ error: `${fieldLabel('phone')} is required.` })
    .trim()
    .regex(PHONE_PATTERN, `${fieldLabel('phone')} must be a valid phone number.`),
  email: z
    .string({ error: `${fieldLabel('email')} is required.` })
    .trim()
    .toLowerCase()
    .max(200)
    .regex(EMAIL_PATTERN, `${fieldLabel('email')} must be a valid email address.`),
  address: optionalText('address', 300),
  position: requiredText('position', 100),
  team_id: idField('team_id').nullable(),
  office_ids: z
    .array(idField('office_ids'), { error: `${fieldLabel('office_ids')} is required.` })
    .min(1, 'Select at least one office.')
    .max(20),
  join_date: dateField('join_date', PERSON_DATES),
  probation_end_date: dateField('probation_end_date', PERSON_DATES).nullable(),
  salary_cents: centsField('salary_cents'),
  bank_name: optionalText('bank_name', 100),
  bank_account: z
    .string()
    .trim()
    .max(40, `${fieldLabel('bank_account')} must be at most 40 characters long.`)
    .regex(/^[0-9 -]*$/, `${fieldLabel('bank_account')} can only contain digits, spaces and dashes.`)
    .optional(),
  status: employeeStatus,
  photo: z
    .string()
    .max(PHOTO_MAX_CHARS, `${fieldLabel('photo')} must be smaller than 150 KB.`)
    .regex(
      /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/,
      `${fieldLabel('photo')} must be a PNG, JPEG or WebP image.`,
    )
    .nullable(),
};

/** Rules across fields; the service applies them again to the merged record on update. Only real dates are
 * compared: a malformed one already has its own message. */
export function employeeDateIssues(e: {
  date_of_birth?: string;
  join_date?: string;
  probation_end_date?: string | null;
}) {
  const real = (d: string | null | undefined): d is string => !!d && isRealDate(d);
  const issues: Array<{ field: string; message: string }> = [];
  if (real(e.date_of_birth) && real(e.join_date) && e.join_date <= e.date_of_birth) {
    issues.push({ field: 'join_date', message: 'Join date must be after the date of birth.' });
  }
  if (real(e.join_date) && real(e.probation_end_date) && e.probation_end_date <= e.join_date) {
    issues.push({ field: 'probation_end_date', message: 'Probation end date must be after the join date.' });
  }
  return issues;
}

export const createEmployeeBody = z
  .strictObject({
    ...fields,
    staff_id: fields.staff_id.optional(),
    address: fields.address,
    team_id: fields.team_id.optional(),
    probation_end_date: fields.probation_end_date.optional(),
    bank_name: fields.bank_name,
    bank_account: fields.bank_account,
    status: fields.status.default('active'),
    photo: fields.photo.optional(),
  })
  .superRefine((body, ctx) => {
    for (const issue of employeeDateIssues(body))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type CreateEmployeeBody = z.infer<typeof createEmployeeBody>;

export const updateEmployeeBody = z
  .strictObject(
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
    },
  )
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to update.' });
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBody>;

export const EMPLOYEE_SORTS = [
  'staff_id',
  '-staff_id',
  'name',
  '-name',
  'join_date',
  '-join_date',
  'created_at',
  '-created_at',
  'salary',
  '-salary',
] as const;

export const employeeListQuery = paginationQuery.extend({
  q: searchText.optional(),
  department_id: listQueryId('department_id').optional(),
  team_id: listQueryId('team_id').optional(),
  office_id: listQueryId('office_id').optional(),
  status: employeeStatus.optional(),
  probation: z.enum(PROBATION_STATES, { error: 'probation must be passed, on_probation or none.' }).optional(),
  sort: z.enum(EMPLOYEE_SORTS, { error: 'sort is not allowed.' }).optional(),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuery>;

export const exportQuery = employeeListQuery.omit({ page: true, limit: true }).extend({
  format: z.enum(['xlsx', 'csv'], { error: 'format must be xlsx or csv.' }).default('xlsx'),
});

const ref = z.object({ id: z.number().int(), name: z.string() });

/**
 * A row of the employee list (tables, palette, pickers, member lists): who and where someone is. Personal
 * and pay details (birth date, address, offices, salary, bank) come with the detail only, so a list page
 * carries no more personal data than it shows, and stays small to send.
 */
export const employeeItem = z.object({
  id: z.number().int(),
  staff_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone: z.string(),
  email: z.string(),
  position: z.string(),
  team: ref.nullable(),
  department: ref.nullable(),
  join_date: z.string(),
  probation_end_date: z.string().nullable(),
  probation: z.enum(PROBATION_STATES),
  status: employeeStatus,
  has_photo: z.boolean(),
  user: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type EmployeeItem = z.infer<typeof employeeItem>;
/** One employee in full: the list row's fields and the rest of the record (also what the export holds). */
export const employeeRecord = employeeItem.extend({
  gender: employeeGender,
  date_of_birth: z.string(),
  address: z.string(),
  offices: z.array(ref),
  /** Pay details: absent (not blanked) for a user without payroll read. */
  salary_cents: z.number().int().optional(),
  bank_name: z.string().optional(),
  bank_account: z.string().optional(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type EmployeeRecord = z.infer<typeof employeeRecord>;
export const employeeDetail = employeeRecord.extend({ photo: z.string().nullable() });
export type EmployeeDetail = z.infer<typeof employeeDetail>;

export const employeeListResponse = listEnvelope(employeeItem);
export const employeeResponse = envelope(employeeDetail);

/** "Passed" once the probation end date is behind us (in the business time zone's today); "none" without one. */
export function probationState(probationEnd: string | null, today: string): ProbationState {
  if (!probationEnd) return 'none';
  return probationEnd > today ? 'on_probation' : 'passed';
}

/** The employees routes' schemas, keyed like their route table (routes/employees.ts). */
export const employeeSchemas = {
  list: {
    summary: 'List employees: prefix search by name, staff id or email; filters; sort',
    query: employeeListQuery,
    response: employeeListResponse,
  },
  export: exportSchemas('Export employees (same filters as the list) as .xlsx or .csv', exportQuery),
  get: { summary: 'One employee, with photo', params: idParams, response: employeeResponse },
  create: {
    summary: 'Create an employee (staff id generated unless given)',
    body: createEmployeeBody,
    response: employeeResponse,
  },
  update: {
    summary: 'Update an employee: any fields; a team move or resignation alone is logged as such',
    params: idParams,
    body: updateEmployeeBody,
    response: employeeResponse,
  },
  remove: {
    summary: 'Delete an employee (resigning keeps the record; delete is for mistakes)',
    params: idParams,
    response: messageOnly,
  },
  import: {
    summary:
      'Import employees from the request body (a .csv or .xlsx file, at most 5 MB and 5,000 rows): all rows or none; ' +
      '400 with a row-by-row report; Accept: application/x-ndjson streams progress lines',
    response: importResult,
    streams: NDJSON_TYPE,
  },
};
