// Attendance as plain constants: the day statuses and their sheet codes, labels and colours, the
// punch sources, and every refusal or validation text the attendance routes answer with. No zod here: the web
// app's attendance contribution and the xlsx export both read this file.
import { monthLabel } from './dates.ts';
import type { SheetCell, SheetCells } from './api/attendance.ts';

/** A day's status as the derivation gives it (server/modules/attendance/derive-day.ts). */
export const ATTENDANCE_STATUSES = [
  'present',
  'late',
  'early_leave',
  'absent',
  'on_leave',
  'half_day_leave',
  'holiday',
  'weekend',
  'missing_punch',
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  present: 'Present',
  late: 'Late',
  early_leave: 'Early leave',
  absent: 'Absent',
  on_leave: 'On leave',
  half_day_leave: 'Half-day leave',
  holiday: 'Holiday',
  weekend: 'Weekend',
  missing_punch: 'Missing punch',
};

/**
 * The monthly sheet's letter per status, like Frappe HR: a late day is its own code L (not P with a mark), an
 * early leave EL. A day that is both late and early is `late` (its early minutes are still counted).
 */
export const ATTENDANCE_CODES: Record<AttendanceStatus, string> = {
  present: 'P',
  late: 'L',
  early_leave: 'EL',
  absent: 'A',
  on_leave: 'LV',
  half_day_leave: 'HD',
  holiday: 'H',
  weekend: 'WO',
  missing_punch: 'MP',
};
export type AttendanceCode = (typeof ATTENDANCE_CODES)[AttendanceStatus];

/**
 * A colour per status, never shown alone (the code and label go with it). `tone` names a palette family the
 * web app maps to its classes (light and dark); `fill` and `text` are the .xlsx export's cell colours (ARGB
 * without alpha), dark text on a light fill, contrast at least 4.5:1.
 */
export const ATTENDANCE_COLOURS: Record<AttendanceStatus, { tone: string; fill: string; text: string }> = {
  present: { tone: 'green', fill: 'DCFCE7', text: '166534' },
  late: { tone: 'amber', fill: 'FEF3C7', text: '92400E' },
  early_leave: { tone: 'orange', fill: 'FFEDD5', text: '9A3412' },
  absent: { tone: 'red', fill: 'FEE2E2', text: '991B1B' },
  on_leave: { tone: 'blue', fill: 'DBEAFE', text: '1E40AF' },
  half_day_leave: { tone: 'sky', fill: 'E0F2FE', text: '075985' },
  holiday: { tone: 'violet', fill: 'EDE9FE', text: '5B21B6' },
  weekend: { tone: 'slate', fill: 'F1F5F9', text: '334155' },
  missing_punch: { tone: 'rose', fill: 'FFE4E6', text: '9F1239' },
};

/** Where a punch (and so a day's clock-in or clock-out) came from; `legacy`: a time the attendance table held
 * before punches were kept (migration 010 turns each into a punch). */
export const PUNCH_SOURCES = ['clock', 'import', 'correction', 'post_clock', 'demo', 'legacy'] as const;
export type PunchSource = (typeof PUNCH_SOURCES)[number];

export const PUNCH_SOURCE_LABELS: Record<PunchSource, string> = {
  clock: 'Clock-in',
  import: 'Device import',
  correction: 'Correction',
  post_clock: 'Post clock request',
  demo: 'Demo',
  legacy: 'Earlier record',
};

/** The two directions of POST /attendance/clock. */
export const CLOCK_ACTIONS = ['in', 'out'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

/** ISO weekdays (1 Monday … 7 Sunday), as work_schedule.working_days holds them. */
export const WEEKDAY_LABELS: Record<number, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

/** The company default schedule, as migration 010 seeds it. */
export const DEFAULT_SCHEDULE = {
  working_days: [1, 2, 3, 4, 5],
  start_time: '08:00',
  end_time: '17:00',
  break_minutes: 60,
  late_grace_minutes: 10,
  early_grace_minutes: 10,
} as const;
export const DEFAULT_PERIOD_START_DAY = 1;
/** A period may start on day 1..28 of a month (29–31 do not exist in every month). */
export const MAX_PERIOD_START_DAY = 28;

/** Business limits where the issue is silent. */
export const ATTENDANCE_LIMITS = {
  /** A clock-in whose reported accuracy is worse than this is refused: the position cannot be trusted. */
  maxAccuracyM: 200,
  /** Rows in one daily export. */
  exportMax: 100_000,
  /** Days in one sheet (a period is at most 31 days). */
  sheetMaxDays: 31,
} as const;

/** Every text the attendance routes answer with, beside the generic ones of contract/messages.ts. */
export const ATTENDANCE_MESSAGES = {
  /** A day's export holds at most ATTENDANCE_LIMITS.exportMax records: a wider one is refused, not cut short. */
  exportTooMany: (max: number) =>
    `More than ${max.toLocaleString('en')} records match: narrow by department, team or office to export them.`,
  // clock
  notLinked: 'Your account is not linked to an employee, so you cannot clock in or out.',
  employeeResigned: 'This employee has resigned.',
  notJoinedYet: (joinDate: string) => `The employee joins on ${joinDate}; there is no attendance before that.`,
  noOffices: 'No office has a geofence yet, so clock-in is not possible.',
  outsideGeofence: (office: string, metres: number) =>
    `You are ${metres.toLocaleString('en-US')} m from ${office}, outside its geofence; move closer to clock in.`,
  accuracyTooLow: (max: number) => `Your location is not precise enough (over ${max} m); try again outdoors.`,
  alreadyClockedIn: (time: string) => `You already clocked in today at ${time}.`,
  notClockedIn: 'You have not clocked in today, so you cannot clock out.',
  alreadyClockedOut: (time: string) => `You already clocked out today at ${time}.`,
  clockedIn: (time: string, office: string) => `Clocked in at ${time} at ${office}.`,
  clockedOut: (time: string, office: string) => `Clocked out at ${time} at ${office}.`,
  // periods
  periodClosed: (period: string) =>
    `Attendance for ${period} is closed; reopen the month before changing anything in it.`,
  alreadyClosed: (period: string) => `Attendance for ${period} is already closed.`,
  notClosed: (period: string) => `Attendance for ${period} is not closed.`,
  /** Named as the palette and the close dialog name a month ("November 2026"), not only as YYYY-MM. */
  periodNotOver: (period: string) =>
    `Attendance for ${monthLabel(period)} cannot be closed before the period has ended.`,
  closed: (period: string) => `Attendance for ${period} closed.`,
  reopened: (period: string) => `Attendance for ${period} reopened.`,
  // corrections
  reasonRequired: 'reason is required.',
  clockOutBeforeIn: 'clock_out must be after clock_in.',
  inFuture: (field: string) => `${field} cannot be in the future.`,
  correctionNothing: 'Give clock_in or clock_out (or both) to correct the day.',
  corrected: 'Attendance corrected successfully!',
  settleOtherDay: 'Only a post clock request of this employee for this day can be settled by its correction.',
  correctedSinceFiled: (side: 'clock-in' | 'clock-out') =>
    `The attendance record has changed: its ${side} was corrected after this request was filed. Reject the request, or correct the day again.`,
  beforeJoin: (field: string) => `${field} is before the employee joined.`,
  // settings
  settingsSaved: 'Attendance settings saved successfully!',
  workingDaysRequired: 'Select at least one working day.',
  endAfterStart: 'end_time must be after start_time.',
  breakTooLong: 'break_minutes must be shorter than the working day.',
  officeUnknown: 'office_id does not exist.',
  // filters
  monthFormat: 'month must be a month (YYYY-MM).',
  dateFormat: 'date must be a date (YYYY-MM-DD).',
} as const;

/** One day of a sheet row's columns (no zod here: the sheet page reads it on every render). */
export function sheetCellAt(cells: SheetCells, index: number, date: string): SheetCell {
  const s = cells.status[index] ?? null;
  return {
    date,
    status: s,
    code: s ? ATTENDANCE_CODES[s] : null,
    attendance_id: cells.attendance_id[index] ?? null,
    clock_in_local: cells.clock_in_local[index] ?? null,
    clock_out_local: cells.clock_out_local[index] ?? null,
    worked_minutes: cells.worked_minutes[index] ?? null,
    late_minutes: cells.late_minutes[index] ?? 0,
    early_minutes: cells.early_minutes[index] ?? 0,
  };
}
