// Attendance: the daily ledger, the monthly sheet, clock-in inside an office's geofence, punch import,
// corrections, the work schedule, closing a period and the dashboard summary.
// Every route lives under /attendance (routes/attendance.ts) with the permission resource `attendance`.
//
// Conventions of this file:
// - Dates (`date`, `from`, `to`) are Asia/Phnom_Penh business dates, YYYY-MM-DD.
// - Times: `clock_in` / `clock_out` and every `at` are ISO-8601 UTC timestamps as stored; each comes with its
//   Phnom Penh wall-clock `HH:mm` beside it (`clock_in_local`, `clock_out_local`, `local_time`), which is what
//   screens and exports show. Bodies send wall-clock `HH:mm` on the record's date.
// - Minutes are whole minutes; worked minutes are clock-out minus clock-in less the schedule's break (no break
//   is taken off a half day).
// - A period is named by the month it ends in: with the period starting on the 26th, "2026-11" runs
//   2026-10-26 … 2026-11-25; with the default start day 1 it is the calendar month. `month` parameters name a
//   period this way.
// - A record exists for each employee and day the derivation has a status for, from the employee's join date
//   to today: working days (present, late, early leave, absent, missing punch), leave, holidays and weekends.
//   Today's record appears with the first punch (or at once for leave, holiday or weekend); an employee with
//   no punch yet today has no record and counts as "not yet in" in the summary. Past days are settled (absent,
//   missing punch) when first read. Future days have no record.
import { z } from 'zod';
import {
  ATTENDANCE_LIMITS,
  ATTENDANCE_MESSAGES,
  ATTENDANCE_STATUSES,
  CLOCK_ACTIONS,
  type AttendanceStatus,
  MAX_PERIOD_START_DAY,
  PUNCH_SOURCES,
} from '../attendance-codes.ts';
import { closeBlockersQuery, closeBlockersResponse } from './attendance-close.ts';
import {
  envelope,
  idParams,
  listEnvelope,
  metadataSchema,
  paginationQuery,
  searchText,
  timestamp,
  validatorSchema,
} from './common.ts';
import {
  dateField,
  idField,
  latitudeField,
  listQueryId,
  longitudeField,
  monthField,
  optionalText,
  requiredText,
} from './fields.ts';
import { NDJSON_TYPE } from './media.ts';
import { EXPORT_FORMATS, TIME_PATTERN, requestVersion, timeField } from './requests.ts';
import { exportSchemas } from './resource.ts';

export { MONTH_PATTERN, monthField } from './fields.ts';

const status = z.enum(ATTENDANCE_STATUSES, {
  error: `status must be one of ${ATTENDANCE_STATUSES.join(', ')}.`,
});
const source = z.enum(PUNCH_SOURCES);
const exportFormat = z.enum(EXPORT_FORMATS, { error: 'format must be xlsx or csv.' }).default('xlsx');
const ref = z.object({ id: z.number().int(), name: z.string() });
const actorRef = z.object({ id: z.number().int().nullable(), username: z.string() });
const localTime = z.string().regex(TIME_PATTERN);

export const attendanceEmployee = z.object({
  id: z.number().int(),
  /** "First Last". */
  name: z.string(),
  staff_id: z.string(),
  department: ref.nullable(),
  team: ref.nullable(),
});
export type AttendanceEmployee = z.infer<typeof attendanceEmployee>;

// --- the daily list

/** One employee's day (GET /attendance rows, GET /attendance/{id}). */
export const attendanceItem = z.object({
  id: z.number().int(),
  employee: attendanceEmployee,
  /** Where the clock-in (else the clock-out) was recorded; null for imported punches without an office. */
  office: ref.nullable(),
  date: z.string(),
  clock_in: timestamp.nullable(),
  clock_out: timestamp.nullable(),
  /** HH:mm in Asia/Phnom_Penh of clock_in / clock_out. */
  clock_in_local: localTime.nullable(),
  clock_out_local: localTime.nullable(),
  worked_minutes: z.number().int().nullable(),
  late_minutes: z.number().int(),
  early_minutes: z.number().int(),
  status,
  /** ATTENDANCE_STATUS_LABELS[status]. */
  status_label: z.string(),
  /** ATTENDANCE_CODES[status]: the sheet's letter. */
  code: z.string(),
  /** Where the clock-in and clock-out came from; `source` is the clock-in's, else the clock-out's, else null. */
  clock_in_source: source.nullable(),
  clock_out_source: source.nullable(),
  source: source.nullable(),
  /** The reason of the last correction, who made it and when (null when never corrected). */
  corrected_reason: z.string().nullable(),
  corrected_by: actorRef.nullable(),
  corrected_at: timestamp.nullable(),
  /** The day lies in a closed period: corrections are refused. */
  closed: z.boolean(),
  updated_at: timestamp,
});
export type AttendanceItem = z.infer<typeof attendanceItem>;

/** The daily list: one date (default today in Phnom Penh), filters, search by name or staff id, paged. */
export const attendanceListQuery = paginationQuery.extend({
  date: dateField('date').optional(),
  q: searchText.optional(),
  department_id: listQueryId('department_id').optional(),
  team_id: listQueryId('team_id').optional(),
  office_id: listQueryId('office_id').optional(),
  employee_id: listQueryId('employee_id').optional(),
  status: status.optional(),
});
export type AttendanceListQuery = z.infer<typeof attendanceListQuery>;
export const attendanceListResponse = listEnvelope(attendanceItem);

/** GET /attendance/export: what the list's filters show, as .xlsx (default) or .csv. */
export const attendanceExportQuery = attendanceListQuery
  .omit({ page: true, limit: true })
  .extend({ format: exportFormat });
export type AttendanceExportQuery = z.infer<typeof attendanceExportQuery>;

export const punchItem = z.object({
  id: z.number().int(),
  at: timestamp,
  local_time: localTime,
  source,
  /** in or out where the source knows it; null for device punches (the day's first counts as in, last as out). */
  direction: z.enum(CLOCK_ACTIONS).nullable(),
  office: ref.nullable(),
  device: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy_m: z.number().nullable(),
  /** Set aside by a correction (kept so a re-import does not bring it back). */
  voided: z.boolean(),
  created_by: actorRef.nullable(),
});
export type PunchItem = z.infer<typeof punchItem>;

/** GET /attendance/{id}: the day with its punches and the schedule it was judged by. */
export const attendanceDetail = attendanceItem.extend({
  punches: z.array(punchItem),
  schedule: z.object({
    start_time: localTime,
    end_time: localTime,
    break_minutes: z.number().int(),
    late_grace_minutes: z.number().int(),
    early_grace_minutes: z.number().int(),
  }),
});
export type AttendanceDetail = z.infer<typeof attendanceDetail>;
export const attendanceResponse = envelope(attendanceDetail);

// --- corrections

/**
 * PATCH /attendance/{id}: set the day's clock-in and/or clock-out (HH:mm on the record's date, Phnom Penh); a
 * field left out keeps its time, null removes it. The day's other punches are set aside (voided, not deleted),
 * the new times are recorded as `correction` punches and the day is derived again. The reason is required and
 * kept on the record and in the activity log with the before and after.
 *
 * `settle_requests` names the employee's pending post clock requests of that day (with the version the caller
 * saw) that the correction settles, in the same transaction: each is closed as approved by the corrector on every
 * step still open, with a comment saying so, and its own time is never written. The corrector must be able to act
 * on each of those steps (403 otherwise, and nothing is written).
 */
export const attendanceCorrectionBody = z
  .strictObject({
    clock_in: timeField('clock_in').nullable().optional(),
    clock_out: timeField('clock_out').nullable().optional(),
    reason: requiredText('reason', 500),
    settle_requests: z
      .array(z.strictObject({ id: idField('id'), version: requestVersion }))
      .max(2, 'A day has at most two post clock requests to settle.')
      .refine((list) => new Set(list.map((r) => r.id)).size === list.length, 'settle_requests must not repeat.')
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.clock_in === undefined && b.clock_out === undefined)
      ctx.addIssue({ code: 'custom', path: ['clock_in'], message: ATTENDANCE_MESSAGES.correctionNothing });
    if (b.clock_in && b.clock_out && b.clock_out <= b.clock_in)
      ctx.addIssue({ code: 'custom', path: ['clock_out'], message: ATTENDANCE_MESSAGES.clockOutBeforeIn });
  });
export type AttendanceCorrectionBody = z.infer<typeof attendanceCorrectionBody>;

// --- clock-in / clock-out

/**
 * POST /attendance/clock: the signed-in user's own employee (sys_user.employee_id) clocks in or out. Any
 * signed-in user linked to an active employee may call it (no attendance permission needed: it only ever
 * writes the caller's own punch); an unlinked user gets 403. Inside an office's geofence (distance to its
 * centre ≤ radius_m) the punch is recorded with the nearest such office; outside every geofence it is refused
 * (400) naming the nearest office and the distance in metres. Clocking in twice, out before in, or out twice
 * is refused (409); a day in a closed period is refused (409).
 */
export const clockBody = z.strictObject({
  action: z.enum(CLOCK_ACTIONS, { error: 'action must be in or out.' }),
  latitude: latitudeField(),
  longitude: longitudeField(),
  /** The position's accuracy in metres as the device reports it. */
  accuracy: z
    .number({ error: 'accuracy is required.' })
    .min(0, 'accuracy cannot be negative.')
    .max(100_000, 'accuracy is too large.'),
  device: optionalText('device', 100),
});
export type ClockBody = z.infer<typeof clockBody>;

export const clockResult = z.object({
  punch: punchItem,
  /** Metres from the office's centre. */
  distance_m: z.number().int(),
  attendance: attendanceItem,
});
export type ClockResult = z.infer<typeof clockResult>;
export const clockResponse = envelope(clockResult);

/** The 400 body of a refused clock-in outside every geofence: the message names the office and distance. */
export const clockRefusal = z.object({
  message: z.string(),
  validators: z.array(validatorSchema).optional(),
  nearest_office: ref.extend({ distance_m: z.number().int(), radius_m: z.number().int() }).optional(),
});

// --- closing a period

/** POST /attendance/close and /attendance/reopen. */
export const periodBody = z.strictObject({ month: monthField() });
export type PeriodBody = z.infer<typeof periodBody>;

export const periodState = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  closed: z.boolean(),
  closed_at: timestamp.nullable(),
  closed_by: actorRef.nullable(),
});
export type PeriodState = z.infer<typeof periodState>;
export const periodResponse = envelope(periodState);

// --- the monthly sheet (GET /attendance/sheet)

/** Paged by employee (ordered by staff id); the filters of the daily list. */
export const sheetQuery = paginationQuery.extend({
  month: monthField(),
  q: searchText.optional(),
  department_id: listQueryId('department_id').optional(),
  team_id: listQueryId('team_id').optional(),
  office_id: listQueryId('office_id').optional(),
  /** One employee's period (from the employee's detail, the palette). */
  employee_id: listQueryId('employee_id').optional(),
});
export type SheetQuery = z.infer<typeof sheetQuery>;

/**
 * The period's days of one employee, column by column: index i is `period.days[i]`. A page of 100 people holds
 * 3,100 days; as objects, their keys made most of the answer. `status` is null where there is no record (future,
 * before joining); the code shown is `ATTENDANCE_CODES[status]`.
 */
export const sheetCells = z.object({
  status: z.array(status.nullable()),
  /** The record to open for correction (Enter on the cell). */
  attendance_id: z.array(z.number().int().nullable()),
  clock_in_local: z.array(localTime.nullable()),
  clock_out_local: z.array(localTime.nullable()),
  worked_minutes: z.array(z.number().int().nullable()),
  late_minutes: z.array(z.number().int()),
  early_minutes: z.array(z.number().int()),
});
export type SheetCells = z.infer<typeof sheetCells>;

/** One day of one employee, read out of a row's columns (sheetCellAt in attendance-codes.ts). */
export interface SheetCell {
  date: string;
  status: AttendanceStatus | null;
  code: string | null;
  attendance_id: number | null;
  clock_in_local: string | null;
  clock_out_local: string | null;
  worked_minutes: number | null;
  late_minutes: number;
  early_minutes: number;
}

/** The employee's period in figures. Leave days count a half-day leave as 0.5; overtime is approved overtime. */
export const sheetTotals = z.object({
  present_days: z.number(),
  late_count: z.number().int(),
  late_minutes: z.number().int(),
  early_minutes: z.number().int(),
  absent_days: z.number().int(),
  leave_days: z.number(),
  missing_punch_days: z.number().int(),
  worked_minutes: z.number().int(),
  overtime_minutes: z.number().int(),
});
export type SheetTotals = z.infer<typeof sheetTotals>;

export const sheetRow = z.object({
  employee: attendanceEmployee,
  /** The period's days, column by column, in date order (period.days). */
  cells: sheetCells,
  totals: sheetTotals,
});
export type SheetRow = z.infer<typeof sheetRow>;

export const sheetDay = z.object({
  date: z.string(),
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: z.number().int(),
  /** The holiday's title on that date, if any. */
  holiday: z.string().nullable(),
  /** A working day of the company schedule (offices may differ). */
  working: z.boolean(),
});
export type SheetDay = z.infer<typeof sheetDay>;

export const sheetPeriod = periodState.extend({ days: z.array(sheetDay) });
export type SheetPeriod = z.infer<typeof sheetPeriod>;

export const sheetResponse = z.object({
  message: z.string(),
  data: z.array(sheetRow),
  metadata: metadataSchema,
  period: sheetPeriod,
});
export type SheetResponse = z.infer<typeof sheetResponse>;

/** GET /attendance/sheet/export: the whole sheet (every page) of the filters, .xlsx by default. */
export const sheetExportQuery = sheetQuery.omit({ page: true, limit: true }).extend({ format: exportFormat });
export type SheetExportQuery = z.infer<typeof sheetExportQuery>;

// --- punch import (POST /attendance/import)
//
// Like the employee import (employee-import.ts): the file itself as the body, Content-Type text/csv or the
// .xlsx type; `Accept: application/x-ndjson` streams progress lines, then a `result` line with the status and
// body a plain call would have answered. Columns `staff_id`, `timestamp` (Asia/Phnom_Penh, YYYY-MM-DD HH:mm)
// and an optional `device`. Any refused row (unknown staff id, malformed timestamp, in the future, before the
// employee joined, a resigned employee, a closed period) → 400 with the row-by-row `report` (importRefusal of
// employee-import.ts) and nothing written. Otherwise every new punch is inserted and the touched days derived
// again in one transaction: 201 {message, data: {imported, skipped}}, where `skipped` counts punches already
// stored (or repeated in the file): importing the same file twice imports nothing the second time.

export const PUNCH_IMPORT_MAX_BYTES = 16 * 1024 * 1024;
export const PUNCH_IMPORT_MAX_ROWS = 250_000;

export const PUNCH_IMPORT_COLUMNS = [
  { name: 'staff_id', required: true, hint: 'the employee’s staff id, e.g. EMP-000123' },
  { name: 'timestamp', required: true, hint: 'YYYY-MM-DD HH:mm, Phnom Penh time' },
  { name: 'device', required: false, hint: 'text' },
] as const;

export const PUNCH_IMPORT_MESSAGES = {
  wrongType: 'The file must be a .csv or .xlsx file.',
  tooLarge: `The file is larger than ${PUNCH_IMPORT_MAX_BYTES / 1024 / 1024} MB; split it into smaller files.`,
  empty: 'The file has no punch rows.',
  tooManyRows: `The file has more than ${PUNCH_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; split it into smaller files.`,
  refused: (rows: number) => `Nothing was imported: ${rows} ${rows === 1 ? 'row has' : 'rows have'} problems.`,
  imported: (imported: number, skipped: number) =>
    `${imported.toLocaleString('en-US')} ${imported === 1 ? 'punch' : 'punches'} imported` +
    (skipped ? `, ${skipped.toLocaleString('en-US')} already recorded.` : '.'),
  unknownStaffId: (staffId: string) => `staff_id '${staffId}' does not match any employee.`,
  badTimestamp: 'timestamp must be a local time (YYYY-MM-DD HH:mm).',
  inFuture: 'timestamp cannot be in the future.',
  beforeJoin: (joinDate: string) => `timestamp is before the employee joined (${joinDate}).`,
  resigned: 'The employee has resigned.',
} as const;

export const punchImportResult = z.object({
  message: z.string(),
  data: z.object({ imported: z.number().int(), skipped: z.number().int() }),
});
export type PunchImportResult = z.infer<typeof punchImportResult>;

/** The lines of a streamed import: progress while parsing, inserting and deriving, then the result. */
export const punchImportLine = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    phase: z.enum(['reading', 'inserting', 'deriving']),
    done: z.number().int(),
    total: z.number().int(),
  }),
  z.object({ type: z.literal('result'), status: z.number().int(), body: z.looseObject({ message: z.string() }) }),
]);
export type PunchImportLine = z.infer<typeof punchImportLine>;

// --- the dashboard summary (GET /attendance/summary?date=)

export const summaryQuery = z.strictObject({ date: dateField('date').optional() });
export type SummaryQuery = z.infer<typeof summaryQuery>;

/**
 * The day's counts over active employees who had joined by then. present: came in (present, late, early
 * leave, missing punch, or a half day with a punch); late: status late; absent; on_leave: on leave or half-day
 * leave; not_yet_in: expected at work that day with no record yet (today only; 0 for a settled day).
 */
export const attendanceSummary = z.object({
  date: z.string(),
  employees: z.number().int(),
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  on_leave: z.number().int(),
  not_yet_in: z.number().int(),
  /** Records of the day by status (every status, 0 when none). */
  by_status: z.object(
    Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, z.number().int()])) as Record<AttendanceStatus, z.ZodNumber>,
  ),
});
export type AttendanceSummary = z.infer<typeof attendanceSummary>;
export const summaryResponse = envelope(attendanceSummary);

// --- settings (GET / PATCH /attendance/settings)

const minutesField = (field: string, max: number) =>
  z
    .number({ error: `${field} is required.` })
    .int(`${field} must be a whole number of minutes.`)
    .min(0, `${field} cannot be negative.`)
    .max(max, `${field} must be at most ${max} minutes.`);

export const scheduleBody = z
  .strictObject({
    /** ISO weekdays, 1 Monday … 7 Sunday. */
    working_days: z
      .array(
        z
          .number({ error: 'working_days must be weekday numbers (1 Monday … 7 Sunday).' })
          .int('working_days must be weekday numbers (1 Monday … 7 Sunday).')
          .min(1, 'working_days must be weekday numbers (1 Monday … 7 Sunday).')
          .max(7, 'working_days must be weekday numbers (1 Monday … 7 Sunday).'),
        { error: 'working_days is required.' },
      )
      .min(1, ATTENDANCE_MESSAGES.workingDaysRequired)
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'working_days must not repeat.'),
    start_time: timeField('start_time'),
    end_time: timeField('end_time'),
    break_minutes: minutesField('break_minutes', 480),
    late_grace_minutes: minutesField('late_grace_minutes', 240),
    early_grace_minutes: minutesField('early_grace_minutes', 240),
  })
  .superRefine((s, ctx) => {
    if (!TIME_PATTERN.test(s.start_time) || !TIME_PATTERN.test(s.end_time)) return;
    if (s.end_time <= s.start_time) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: ATTENDANCE_MESSAGES.endAfterStart });
      return;
    }
    const [sh, sm] = s.start_time.split(':').map(Number);
    const [eh, em] = s.end_time.split(':').map(Number);
    if (s.break_minutes >= eh * 60 + em - (sh * 60 + sm))
      ctx.addIssue({ code: 'custom', path: ['break_minutes'], message: ATTENDANCE_MESSAGES.breakTooLong });
  });
export type ScheduleBody = z.infer<typeof scheduleBody>;

export const schedule = z.object({
  working_days: z.array(z.number().int()),
  start_time: localTime,
  end_time: localTime,
  break_minutes: z.number().int(),
  late_grace_minutes: z.number().int(),
  early_grace_minutes: z.number().int(),
});
export type Schedule = z.infer<typeof schedule>;

export const attendanceSettings = z.object({
  /** The company default. */
  company: schedule,
  /** Offices with a schedule of their own (an employee with several offices follows the first that has one). */
  offices: z.array(z.object({ office: ref, schedule })),
  /** 1 = the calendar month; e.g. 26: period "2026-11" runs 26 Oct – 25 Nov. */
  period_start_day: z.number().int(),
  /** The current period (today's) and the closed ones, newest first (at most 24). */
  current_period: periodState,
  closed_periods: z.array(periodState),
  updated_at: timestamp,
});
export type AttendanceSettings = z.infer<typeof attendanceSettings>;
export const settingsResponse = envelope(attendanceSettings);

/**
 * PATCH /attendance/settings: any of the parts. `offices` sets or removes (schedule null) the override of each
 * office named; offices not named keep theirs. Days of open periods (from the day after the last closed
 * period, at most back to the start of the previous period) are derived again.
 */
export const settingsBody = z
  .strictObject({
    company: scheduleBody.optional(),
    period_start_day: z
      .number({ error: 'period_start_day must be a number.' })
      .int('period_start_day must be a whole number.')
      .min(1, `period_start_day must be between 1 and ${MAX_PERIOD_START_DAY}.`)
      .max(MAX_PERIOD_START_DAY, `period_start_day must be between 1 and ${MAX_PERIOD_START_DAY}.`)
      .optional(),
    offices: z
      .array(
        z.strictObject({
          office_id: z
            .number({ error: 'office_id is required.' })
            .int('office_id must be a whole number.')
            .positive('office_id is required.'),
          schedule: scheduleBody.nullable(),
        }),
        { error: 'offices must be a list.' },
      )
      .max(200)
      .refine((o) => new Set(o.map((x) => x.office_id)).size === o.length, 'offices must not repeat an office.')
      .optional(),
  })
  .refine((b) => b.company || b.period_start_day !== undefined || b.offices, {
    message: 'Nothing to update.',
    path: ['body'],
  });
export type SettingsBody = z.infer<typeof settingsBody>;

/** How many rows one daily export may hold. */
export const ATTENDANCE_EXPORT_MAX = ATTENDANCE_LIMITS.exportMax;

/** The attendance routes' schemas, keyed like their route table (routes/attendance.ts). */
export const attendanceSchemas = {
  list: {
    summary: 'The daily attendance list: one date (default today), filters, search, paged',
    query: attendanceListQuery,
    response: attendanceListResponse,
  },
  export: exportSchemas('Export the daily attendance list the filters show (.xlsx or .csv)', attendanceExportQuery),
  summary: {
    summary: "A day's attendance counts: present, late, absent, on leave, not yet in",
    query: summaryQuery,
    response: summaryResponse,
  },
  settings: {
    summary: 'The work schedules (company and per office) and the attendance period',
    response: settingsResponse,
  },
  updateSettings: {
    summary: 'Edit the work schedules or the attendance period; open days are derived again',
    body: settingsBody,
    response: settingsResponse,
  },
  clock: {
    summary: "Clock the signed-in user's employee in or out, inside an office's geofence",
    body: clockBody,
    response: clockResponse,
  },
  close: {
    summary: 'Close an attendance period: its days are settled and locked against changes',
    body: periodBody,
    response: periodResponse,
  },
  closeBlockers: {
    summary: 'What still blocks a clean close of a period: pending requests in it and days clocked in but not out',
    query: closeBlockersQuery,
    response: closeBlockersResponse,
  },
  reopen: { summary: 'Reopen a closed attendance period', body: periodBody, response: periodResponse },
  sheet: {
    summary:
      'The monthly sheet of a period (month=YYYY-MM, named by the month it ends in): a row per employee (paged, ' +
      'the daily list filters) with a cell per day (status and code) and the totals, approved overtime included',
    query: sheetQuery,
    response: sheetResponse,
  },
  sheetExport: exportSchemas(
    'The whole monthly sheet of the filters (every page) as .xlsx (coloured codes, totals, a legend) or .csv',
    sheetExportQuery,
  ),
  import: {
    summary:
      'Import device punches from the request body (a .csv or .xlsx file with staff_id, timestamp and device, at ' +
      'most 16 MB): every row checked before any is written, then written whole employees at a time with their ' +
      'days derived again, already recorded punches skipped (an import cut short is completed by sending the ' +
      'file again); 400 with a row-by-row report; Accept: application/x-ndjson streams progress lines',
    response: punchImportResult,
    streams: NDJSON_TYPE,
  },
  get: { summary: "One employee's day with its punches", params: idParams, response: attendanceResponse },
  correct: {
    summary: "Correct a day's clock-in or clock-out, with a reason; may settle the day's pending post clock requests",
    params: idParams,
    body: attendanceCorrectionBody,
    response: attendanceResponse,
  },
};
