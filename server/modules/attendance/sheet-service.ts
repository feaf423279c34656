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

const TWO_DIGITS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
/**
 * HH:mm in Phnom Penh of a stored ISO time (YYYY-MM-DDTHH:mm:ss.sssZ), by string arithmetic: a
 * page has 6,000 of them, and a Date for each was a third of the page's time.
 */
export function localHhmm(iso: string | null): string | null {
  if (!iso) return null;
  return `${TWO_DIGITS[(Number(iso.slice(11, 13)) + BUSINESS_UTC_OFFSET_HOURS) % 24]}${iso.slice(13, 16)}`;
}

/** Every HH:mm of a day by its minute, made once: a page's times are looked up, not sliced and joined. */
const HHMM = Array.from(
  { length: 24 * 60 },
  (_, m) => `${TWO_DIGITS[Math.floor(m / 60)]}:${String(m % 60).padStart(2, '0')}`,
);

const COMMA = 44;
const SEMICOLON = 59;
const ZERO = 48;
function isDigit(c: number) {
  return c >= ZERO && c <= ZERO + 9;
}

/**
 * A reader of one employee's packed records (repo.PackedRecord) that takes numbers, dates and times from their
 * characters: splitting them into strings made 25,000 short-lived strings a page, most of its JavaScript time.
 */
class PackedReader {
  pos = 0;
  constructor(readonly text: string) {}

  /** The end of the field at `pos` (its comma, semicolon, or the end of the text). */
  fieldEnd(): number {
    const t = this.text;
    let end = this.pos;
    for (let c = t.charCodeAt(end); end < t.length && c !== COMMA && c !== SEMICOLON; c = t.charCodeAt(++end));
    return end;
  }

  /** The number of the field, null where it is empty; past its separator. */
  number(): number | null {
    const t = this.text;
    const start = this.pos;
    const end = this.fieldEnd();
    this.pos = end + 1;
    if (end === start) return null;
    let n = 0;
    for (let i = start; i < end; i++) {
      const c = t.charCodeAt(i);
      // A sign or a decimal point (a REAL column): read as before.
      if (!isDigit(c)) return Number(t.slice(start, end));
      n = n * 10 + c - ZERO;
    }
    return n;
  }

  /** The field's status if it is a known one (the known name itself, no new string), else null. */
  status(): AttendanceStatus | null {
    const start = this.pos;
    const end = this.fieldEnd();
    this.pos = end + 1;
    for (const s of ATTENDANCE_STATUSES) if (s.length === end - start && this.text.startsWith(s, start)) return s;
    return null;
  }

  /** The column of the field's date (YYYY-MM-DD) by its month and day (`columns`: see columnsOf). */
  column(columns: ReadonlyMap<number, number>): number | undefined {
    const t = this.text;
    const p = this.pos;
    this.pos = this.fieldEnd() + 1;
    // No helper function here: a closure made per record costs more than the read.
    const monthDay =
      (t.charCodeAt(p + 5) - ZERO) * 1000 +
      (t.charCodeAt(p + 6) - ZERO) * 100 +
      (t.charCodeAt(p + 8) - ZERO) * 10 +
      (t.charCodeAt(p + 9) - ZERO);
    return columns.get(monthDay);
  }

  /** The field's time (an ISO time) as HH:mm in Phnom Penh, null where it is empty. */
  localTime(): string | null {
    const t = this.text;
    const start = this.pos;
    const end = this.fieldEnd();
    this.pos = end + 1;
    if (end === start) return null;
    if (end - start < 16 || t.charCodeAt(start + 13) !== 58 || !isDigit(t.charCodeAt(start + 15)))
      return localHhmm(t.slice(start, end));
    const hour =
      ((t.charCodeAt(start + 11) - ZERO) * 10 + t.charCodeAt(start + 12) - ZERO + BUSINESS_UTC_OFFSET_HOURS) % 24;
    return HHMM[hour * 60 + (t.charCodeAt(start + 14) - ZERO) * 10 + t.charCodeAt(start + 15) - ZERO];
  }

  /** Past the rest of the record. */
  skipRecord(): void {
    const t = this.text;
    while (this.pos < t.length && t.charCodeAt(this.pos - 1) !== SEMICOLON) this.pos = this.fieldEnd() + 1;
  }
}

/**
 * The period's columns by the month and day of their date (MMDD as a number): a period is a month, so no two of
 * its dates share them, and a record's date is read from its characters.
 */
export const columnsOf = (period: SheetPeriod): ReadonlyMap<number, number> =>
  new Map(period.days.map((d, i) => [Number(d.date.slice(5, 7)) * 100 + Number(d.date.slice(8, 10)), i]));

/** The row of one employee: the period's days (`columns`: see columnsOf) from their packed records, and totals. */
export function sheetRowOf(employee: repo.SheetPageRow, n: number, columns: ReadonlyMap<number, number>): SheetRow {
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
  const read = new PackedReader(employee.days ?? '');
  while (read.pos < read.text.length) {
    const id = read.number();
    const i = read.column(columns);
    const status = read.status();
    if (i === undefined || status === null) {
      read.skipRecord();
      continue;
    }
    const clockIn = read.localTime();
    const clockOut = read.localTime();
    const worked = read.number();
    const late = read.number() ?? 0;
    const early = read.number() ?? 0;
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
    cells.attendance_id[i] = id;
    cells.clock_in_local[i] = clockIn;
    cells.clock_out_local[i] = clockOut;
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
  const columns = columnsOf(period);
  const data = employees.map((e) => sheetRowOf(e, period.days.length, columns));
  return { data, metadata: pageMetadata(page, limit, total), period };
}

/** Every row of the sheet for the filters, `chunk` employees at a time (for the export). */
export async function* allSheetRows(
  db: Kysely<DB>,
  filters: repo.SheetFilters,
  period: SheetPeriod,
  chunk = 1000,
): AsyncGenerator<SheetRow[]> {
  const columns = columnsOf(period);
  for (let offset = 0; ; offset += chunk) {
    const employees = await repo.sheetPage(db, filters, period.from, period.to, { limit: chunk, offset });
    if (employees.length === 0) return;
    yield employees.map((e) => sheetRowOf(e, period.days.length, columns));
    if (employees.length < chunk) return;
  }
}
