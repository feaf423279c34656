// The approval model shared by leave, overtime and post clock requests: statuses, ordered steps, who a step
// waits for, the action bodies and the list filters. The per-kind shapes live in requests-leave.ts,
// requests-overtime.ts and requests-post-clock.ts.
import { z } from 'zod';
import {
  HR_ACKNOWLEDGE_STEP,
  HR_MANAGER_ROLE,
  LEAD_MANAGER_ROLE,
  LEAD_MANAGER_STEP,
  REQUEST_STATUSES,
} from '../labels.ts';
import { envelope, idParams, paginationQuery, searchText, timestamp } from './common.ts';
import { dateField, idField, listQueryId, optionalText, requiredText } from './fields.ts';
import { exportSchemas } from './resource.ts';

export const REQUEST_KINDS = ['leave', 'overtime', 'post_clock'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Step statuses: PENDING until acted on; steps never reached become SKIPPED (after a reject) or CANCELLED. */
export const STEP_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'SKIPPED', 'CANCELLED'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

// In labels.ts, free of zod, for the screens that name a step's role.
export { LEAD_MANAGER_ROLE };
/** Role code of the bootstrap role "Super Admin", who may act on any step. */
export const SUPER_ADMIN_ROLE = 'SUPER_ADMIN';

/** A role's code as steps name it: "HR Manager" → HR_MANAGER, "Lead Manager" → LEAD_MANAGER. */
export function roleCode(roleName: string | null | undefined): string | null {
  if (!roleName) return null;
  const code = roleName
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return code || null;
}

/** Every request gets these steps, in this order. */
export const DEFAULT_STEPS: ReadonlyArray<{ stepName: string; role: string }> = [
  { stepName: LEAD_MANAGER_STEP, role: LEAD_MANAGER_ROLE },
  { stepName: HR_ACKNOWLEDGE_STEP, role: HR_MANAGER_ROLE },
];

/** Business limits of requests (the README lists them). */
export const REQUEST_LIMITS = {
  /** How far back a leave, overtime or post clock date may be. */
  pastDays: 60,
  /** How far ahead a leave may start. */
  leaveFutureDays: 365,
  /** How far ahead overtime may be planned. */
  overtimeFutureDays: 30,
  /** Overtime per employee per day, pending and approved together. */
  maxOvertimeMinutesPerDay: 12 * 60,
  /** Ids in one bulk approve or reject. */
  bulkMax: 100,
  /** Rows in one export. */
  exportMax: 10_000,
} as const;

/** Saturday and Sunday (getUTCDay numbers): not counted as leave days. */
export const WEEKEND_DAYS: ReadonlySet<number> = new Set([0, 6]);

export const REQUEST_MESSAGES = {
  /** An export holds at most REQUEST_LIMITS.exportMax rows: a wider one is refused rather than cut short. */
  exportTooMany: `More than ${REQUEST_LIMITS.exportMax.toLocaleString('en')} requests match: narrow the filters or the dates to export them.`,
  notPending: 'This request is no longer pending.',
  alreadyActed: 'This step has already been acted on; reload the request.',
  notCurrentStep: 'This request is not waiting for your step.',
  ownRequest: 'You cannot act on your own request.',
  /** A correction that settles a request closes every step still open: the corrector must be able to act on each. */
  cannotSettle: (step: string) =>
    `You cannot settle this request with the correction: its ${step} is not yours to give. Save the correction without settling it, or ask someone who may.`,
  settledComment: (reason: string) => `Settled by the attendance correction: ${reason}`,
  cannotCancel: 'Only the requester, whoever filed the request, HR or a Super Admin can cancel it.',
  employeeRequired: 'employee_id is required.',
  employeeMissing: 'employee_id does not exist.',
  employeeResigned: 'This employee has resigned.',
  tooFarPast: (field: string) => `${field} is too far in the past (at most ${REQUEST_LIMITS.pastDays} days ago).`,
  tooFarFuture: (field: string, days: number) => `${field} is too far in the future (at most ${days} days ahead).`,
} as const;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock time HH:MM (24-hour) in Asia/Phnom_Penh. */
export const timeField = (field: string) =>
  z.string({ error: `${field} is required.` }).regex(TIME_PATTERN, `${field} must be a time (HH:MM).`);

/** Minutes since midnight of an HH:MM time. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

export const stepItem = z.object({
  stepName: z.string(),
  role: z.string(),
  status: z.enum(STEP_STATUSES),
  actor: z.object({ id: z.number().int().nullable(), username: z.string() }).nullable(),
  at: timestamp.nullable(),
  comment: z.string().nullable(),
});
export type StepItem = z.infer<typeof stepItem>;

const ref = z.object({ id: z.number().int(), name: z.string() });

export const requestEmployee = z.object({
  id: z.number().int(),
  staff_id: z.string(),
  full_name: z.string(),
  team: ref.nullable(),
  department: ref.nullable(),
});

/** What every request item carries, whatever its kind. */
export const requestBase = {
  id: z.number().int(),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  /** The status as people read it: Pending, Pending acknowledge, Approved, Rejected or Cancelled. */
  status_label: z.string(),
  /** Bumped on every transition; send it back with an action to act only on what you saw. */
  version: z.number().int(),
  employee: requestEmployee,
  reason: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  steps: z.array(stepItem),
  current_step: z.object({ stepName: z.string(), role: z.string() }).nullable(),
  /** The signed-in user may approve or reject the current step now. */
  can_act: z.boolean(),
  /** The signed-in user may cancel it now. */
  can_cancel: z.boolean(),
  /** It is the signed-in user's own request (nobody acts on their own: the console says so). */
  mine: z.boolean(),
  filed_by: z.object({ id: z.number().int().nullable(), username: z.string() }).nullable(),
  decided_by: z.object({ id: z.number().int().nullable(), username: z.string() }).nullable(),
  decided_at: timestamp.nullable(),
  /** The comment given with the final decision (reject, cancel or the last approval). */
  decision_comment: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
};
/** The fields every kind's item shares, as one object: what the engine builds before the kind adds its own. */
export const requestBaseItem = z.object(requestBase);
export type RequestBaseItem = z.infer<typeof requestBaseItem>;

// --- actions

/** The version the caller saw. An approve or reject must send it: the same call sent twice (a double click, a
 * retry) then acts once, never on the step after. A cancel may leave it out: it has no next step to reach. */
export const requestVersion = z
  .number({ error: 'version is required.' })
  .int('version must be a whole number.')
  .positive('version must be a whole number.');

export const approveBody = z.strictObject({ comment: optionalText('comment', 500), version: requestVersion });
export type ApproveBody = z.infer<typeof approveBody>;
/** Reject needs a comment. */
export const rejectBody = z.strictObject({ comment: requiredText('comment', 500), version: requestVersion });
export type RejectBody = z.infer<typeof rejectBody>;
export const cancelBody = z.strictObject({ comment: optionalText('comment', 500), version: requestVersion.optional() });
export type CancelBody = z.infer<typeof cancelBody>;

/** Each request of a bulk action with the version the caller saw, like a single approve or reject. */
const bulkRequests = z
  .array(z.strictObject({ id: idField('id'), version: requestVersion }), { error: 'requests is required.' })
  .min(1, 'Select at least one request.')
  .max(REQUEST_LIMITS.bulkMax, `Select at most ${REQUEST_LIMITS.bulkMax} requests.`)
  .refine((list) => new Set(list.map((r) => r.id)).size === list.length, 'requests must not repeat.');
export const bulkApproveBody = z.strictObject({ requests: bulkRequests, comment: optionalText('comment', 500) });
export const bulkRejectBody = z.strictObject({ requests: bulkRequests, comment: requiredText('comment', 500) });
export type BulkBody = { requests: Array<{ id: number; version: number }>; comment?: string };

/** One result per id, in the order sent: ok, or the status and message a single call would have given. */
export const bulkResult = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  status: z.number().int(),
  message: z.string(),
  /** The request's status after the call, when it exists. */
  request_status: z.enum(REQUEST_STATUSES).nullable(),
});
export type BulkResult = z.infer<typeof bulkResult>;
export const bulkResponse = envelope(
  z.object({ results: z.array(bulkResult), succeeded: z.number().int(), failed: z.number().int() }),
);

// --- lists

/** The status filter also knows "pending_acknowledge": pending, with the lead step approved. */
export const REQUEST_STATUS_FILTERS = [...REQUEST_STATUSES, 'pending_acknowledge'] as const;
export const REQUEST_SORTS = ['created_at', '-created_at', 'start_date', '-start_date'] as const;

const booleanQuery = (field: string) =>
  z.enum(['true', 'false'], { error: `${field} must be true or false.` }).transform((v) => v === 'true');

export const requestListQuery = paginationQuery.extend({
  /** Prefix of the employee's name, staff id or email. */
  q: searchText.optional(),
  status: z
    .enum(REQUEST_STATUS_FILTERS, { error: 'status must be pending, pending_acknowledge, approve, reject or cancel.' })
    .optional(),
  employee_id: listQueryId('employee_id').optional(),
  department_id: listQueryId('department_id').optional(),
  team_id: listQueryId('team_id').optional(),
  /** Requests whose dates touch [from, to]. */
  from: dateField('from').optional(),
  to: dateField('to').optional(),
  /** Only the pending requests the signed-in user can approve or reject now (the palette's queue). */
  actionable: booleanQuery('actionable').optional(),
  sort: z.enum(REQUEST_SORTS, { error: 'sort is not allowed.' }).optional(),
});
export type RequestListQuery = z.infer<typeof requestListQuery>;

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export const exportFormat = z.enum(EXPORT_FORMATS, { error: 'format must be xlsx or csv.' }).default('xlsx');
/** The list's filters without paging, and the file format: what every kind's export takes. */
export type RequestExportQuery = Omit<RequestListQuery, 'page' | 'limit'> & { format: (typeof EXPORT_FORMATS)[number] };

/** Cross-field rule of every list: the range reads forwards. */
export function rangeIssues(q: { from?: string; to?: string }) {
  return q.from && q.to && q.to < q.from ? [{ field: 'to', message: 'to must be on or after from.' }] : [];
}

/** employee_id on create: admins file on behalf of an employee; without it the request is the caller's own. */
export const onBehalfOf = idField('employee_id').optional();

// --- routes

/** A kind's routes: its list and export, one request, filing one, the actions on one and on several. */
export type RequestOperation =
  'list' | 'export' | 'get' | 'create' | 'approve' | 'reject' | 'cancel' | 'bulkApprove' | 'bulkReject';

/**
 * A kind's schema map, keyed like its route table (routes/requests.ts). An action on one request reads a bare
 * POST as an empty body, so what is missing is named by its field ("version is required."), not the body.
 */
export function requestSchemas<
  B extends z.ZodType,
  LQ extends z.ZodType,
  EQ extends z.ZodType,
  L extends z.ZodType,
  I extends z.ZodType,
>(noun: string, s: { body: B; listQuery: LQ; exportQuery: EQ; listResponse: L; itemResponse: I }) {
  const lower = noun.toLowerCase();
  const action = <A extends z.ZodType>(summary: string, body: A) =>
    ({ summary, params: idParams, body, bodyOptional: true, response: s.itemResponse }) as const;
  return {
    list: {
      summary: `List ${lower}s: filters by status, type, employee, department, team and dates; actionable=true for your queue`,
      query: s.listQuery,
      response: s.listResponse,
    },
    export: exportSchemas(`Export ${lower}s (same filters as the list) as .xlsx or .csv`, s.exportQuery),
    get: { summary: `One ${lower} with its step timeline`, params: idParams, response: s.itemResponse },
    create: {
      summary: `File a ${lower} (employee_id to file on behalf of an employee; otherwise your own)`,
      body: s.body,
      response: s.itemResponse,
    },
    approve: action(
      `Approve (or, as HR, acknowledge) the current step of a ${lower}, at the version you saw`,
      approveBody,
    ),
    reject: action(`Reject a ${lower} at its current step (comment required)`, rejectBody),
    cancel: action(
      `Cancel a pending ${lower} (the requester, whoever filed it, or a holder of cancel-others)`,
      cancelBody,
    ),
    bulkApprove: {
      summary: `Approve the current step of several ${lower}s, each at the version you saw; one result per request`,
      body: bulkApproveBody,
      response: bulkResponse,
    },
    bulkReject: {
      summary: `Reject several ${lower}s (each at the version you saw) with one comment; one result per request`,
      body: bulkRejectBody,
      response: bulkResponse,
    },
  } satisfies Record<RequestOperation, unknown>;
}

/** The schema map requestSchemas builds from these schemas. */
export type RequestSchemas<
  B extends z.ZodType,
  LQ extends z.ZodType,
  EQ extends z.ZodType,
  L extends z.ZodType,
  I extends z.ZodType,
> = ReturnType<typeof requestSchemas<B, LQ, EQ, L, I>>;
