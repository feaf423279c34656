// The monthly sheet: a row per employee with a cell per day of the period and the period's
// totals, paged by employee; and its export, the whole sheet as the .xlsx HR hands to payroll.
import { BUSINESS_UTC_OFFSET_HOURS } from '../../lib/time.ts';
import { periodRange } from '../../lib/pay-period.ts';
import { datesBetween, isoWeekday } from '../../../contract/dates.ts';
import type { Kysely } from 'kysely';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '../../../contract/attendance-codes.ts';
import type {
  SheetCells,
  SheetDay,
  SheetPeriod,
  SheetQuery,
  SheetResponse,
  SheetRow,
  SheetTotals,
} from '../../../contract/api/attendance.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { findClose, holidaysIn } from './repository.ts';
import * as repo from './sheet-repository.ts';
import { ensureSettled } from './derive-service.ts';

const KNOWN = new Set<string>(ATTENDANCE_STATUSES);

const TWO_DIGITS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
/**
 * HH:mm in Phnom Penh of a stored ISO time (YYYY-MM-DDTHH:mm:ss.sssZ), by string arithmetic: a
 * page has 6,000 of them, and a Date for each was a third of the page's time.
 */
export function localHhmm(iso: string | null): string | null {
  if (!iso) return null;
  return `${TWO_DIGITS[(Number(iso.slice(11, 13)) + BUSINESS_UTC_OFFSET_HOURS) % 24]}${iso.slice(13, 16)}`;
}

/** The row of one employee: the period's days (`dayIndex`: date → column) from their packed records, and totals. */
export function sheetRowOf(employee: repo.SheetPageRow, dayIndex: ReadonlyMap<string, number>): SheetRow {
  const packedDays = employee.days;
  const totals: SheetTotals = {
    present_days: 0,
    late_count: 0,
    late_minutes: 0,
    early_minutes: 0,
    absent_days: 0,
    leave_days: 0,
    missing_punch_days: 0,
    worked_minutes: 0,
    overtime_minutes: employee.overtime_minutes,
  };
  const n = dayIndex.size;
  const cells: SheetCells = {
    status: new Array(n).fill(null),
    attendance_id: new Array(n).fill(null),
    clock_in_local: new Array(n).fill(null),
    clock_out_local: new Array(n).fill(null),
    worked_minutes: new Array(n).fill(null),
    late_minutes: new Array(n).fill(0),
    early_minutes: new Array(n).fill(0),
  };
  // Read straight into the columns: an object per record was most of the page's JavaScript time.
  for (const packed of packedDays ? packedDays.split(';') : []) {
    const [id, date, recordStatus, clockIn, clockOut, workedText, lateText, earlyText] = packed.split(
      ',',
    ) as repo.PackedRecord;
    const i = dayIndex.get(date);
    if (i === undefined || !KNOWN.has(recordStatus)) continue;
    const status = recordStatus as AttendanceStatus;
    const late = Number(lateText);
    const early = Number(earlyText);
    const worked = workedText === '' ? null : Number(workedText);
    if (status === 'present' || status === 'late' || status === 'early_leave') totals.present_days += 1;
    else if (status === 'half_day_leave') {
      totals.leave_days += 0.5;
      if (clockIn || clockOut) totals.present_days += 0.5;
    } else if (status === 'on_leave') totals.leave_days += 1;
    else if (status === 'absent') totals.absent_days += 1;
    else if (status === 'missing_punch') totals.missing_punch_days += 1;
    if (late > 0) {
      totals.late_count += 1;
      totals.late_minutes += late;
    }
    totals.early_minutes += early;
    totals.worked_minutes += worked ?? 0;
    cells.status[i] = status;
    cells.attendance_id[i] = Number(id);
    cells.clock_in_local[i] = localHhmm(clockIn || null);
    cells.clock_out_local[i] = localHhmm(clockOut || null);
    cells.worked_minutes[i] = worked;
    cells.late_minutes[i] = late;
    cells.early_minutes[i] = early;
  }
  return {
    employee: {
      id: employee.id,
      name: `${employee.first_name} ${employee.last_name}`,
      staff_id: employee.staff_id,
      department:
        employee.department_id == null ? null : { id: employee.department_id, name: employee.department_name! },
      team: employee.team_id == null ? null : { id: employee.team_id, name: employee.team_name! },
    },
    cells,
    totals,
  };
}

/** Each day of the period by its column. */
const dayIndexOf = (period: SheetPeriod) => new Map(period.days.map((d, i) => [d.date, i]));

/** The period a `month` names, with its days (weekday, holiday, working by the company schedule) and closing. */
export async function sheetPeriod(db: Kysely<DB>, month: string): Promise<SheetPeriod> {
  const settings = await repo.companySchedule(db);
  const { from, to } = periodRange(month, settings.period_start_day);
  const workingDays = settings.working_days.split(',').map(Number);
  const [holidayRows, closing] = await Promise.all([holidaysIn(db, from, to), findClose(db, month)]);
  const holidays = new Map<string, string>();
  for (const h of holidayRows) if (!holidays.has(h.event_date)) holidays.set(h.event_date, h.title);
  const days: SheetDay[] = datesBetween(from, to).map((date) => {
    const weekday = isoWeekday(date);
    return { date, weekday, holiday: holidays.get(date) ?? null, working: workingDays.includes(weekday) };
  });
  return {
    month,
    from,
    to,
    days,
    closed: !!closing,
    closed_at: closing?.closed_at ?? null,
    closed_by: closing ? { id: closing.closed_by_id, username: closing.closed_by_username ?? '' } : null,
  };
}

/**
 * GET /attendance/sheet: one page of employees with their period. Unfiltered, the total comes with the page (one
 * statement); filtered, it is counted beside it, unless the page itself shows where the sheet ends.
 */
export async function getSheet(database: Database, query: SheetQuery): Promise<Omit<SheetResponse, 'message'>> {
  const { page, limit, month, ...filters } = query;
  const db = database.kysely;
  const period = await sheetPeriod(db, month);
  await ensureSettled(database, period.from, period.to);
  const offset = (page - 1) * limit;
  const withTotal = !repo.filtered(filters);
  const employees = await repo.sheetPage(db, filters, period.from, period.to, { limit, offset }, withTotal);
  const total =
    employees[0]?.total ??
    // A short page, not empty, is the last: the total is what came before it and on it.
    (employees.length > 0 && employees.length < limit
      ? offset + employees.length
      : await repo.countSheetEmployees(db, filters, period.from, period.to));
  const dayIndex = dayIndexOf(period);
  const data = employees.map((e) => sheetRowOf(e, dayIndex));
  return { data, metadata: pageMetadata(page, limit, total), period };
}

/** Every row of the sheet for the filters, `chunk` employees at a time (for the export). */
export async function* allSheetRows(
  db: Kysely<DB>,
  filters: repo.SheetFilters,
  period: SheetPeriod,
  chunk = 1000,
): AsyncGenerator<SheetRow[]> {
  const dayIndex = dayIndexOf(period);
  for (let offset = 0; ; offset += chunk) {
    const employees = await repo.sheetPage(db, filters, period.from, period.to, { limit: chunk, offset });
    if (employees.length === 0) return;
    yield employees.map((e) => sheetRowOf(e, dayIndex));
    if (employees.length < chunk) return;
  }
}
