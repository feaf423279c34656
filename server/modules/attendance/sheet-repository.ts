// Queries of the monthly sheet: a page of its employees (the daily list's filters, ordered by staff id) with their
// records of the period and approved overtime, its total, and the company schedule.
import { prefixRange } from '../../lib/search-terms.ts';
import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { SheetQuery } from '../../../contract/api/attendance.ts';
import { EMPLOYEE_STATUSES } from '../../../contract/api/employees.ts';
import type { DB } from '../../db/schema.ts';

export type SheetFilters = Omit<SheetQuery, 'page' | 'limit' | 'month'>;
type WithEmployee = DB & { e: DB['employee'] };

/**
 * The employees a period's sheet lists: joined by its last day, and either active or with a record in it (a
 * person who resigned during the month still has their days on it).
 *
 * The record is looked up as a scalar subquery (its first id, or null), not `EXISTS`: PostgreSQL may run an
 * `EXISTS` under `OR` as a hashed subplan, reading every record of the period (160,000 at 5,000 employees, 30–55
 * ms) once per request, and its generic plan for a prepared statement does, since it cannot tell how many days
 * the period holds. A scalar subquery is looked up per employee, through the unique index on employee and
 * date, and only for those not active.
 */
function sheetEmployees(db: Kysely<DB>, f: SheetFilters, from: string, to: string) {
  let q: SelectQueryBuilder<WithEmployee, 'e', object> = db
    .selectFrom('employee as e')
    .where('e.join_date', '<=', to)
    .where((eb) =>
      eb.or([
        eb('e.status', '=', 'active'),
        eb(
          eb
            .selectFrom('attendance as ra')
            .select('ra.id')
            .whereRef('ra.employee_id', '=', 'e.id')
            .where('ra.date', '>=', from)
            .where('ra.date', '<=', to)
            .limit(1),
          'is not',
          null,
        ),
      ]),
    );
  if (f.q) {
    const [low, high] = prefixRange(f.q);
    q = q.where('e.id', 'in', (eb) =>
      eb
        .selectFrom('employee_term as et')
        .select('et.employee_id')
        .where('et.term', '>=', low)
        .where('et.term', '<', high),
    );
  }
  if (f.employee_id) q = q.where('e.id', '=', f.employee_id);
  if (f.team_id) q = q.where('e.team_id', '=', f.team_id);
  if (f.department_id)
    q = q.where('e.team_id', 'in', (eb) =>
      eb.selectFrom('team as dt').select('dt.id').where('dt.department_id', '=', f.department_id!),
    );
  if (f.office_id)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('employee_office as eo')
          .select('eo.office_id')
          .whereRef('eo.employee_id', '=', 'e.id')
          .where('eo.office_id', '=', f.office_id!),
      ),
    );
  return q;
}

/** The filters narrow the sheet (a search, a team, …), so no counter can give its total. */
export const filtered = (f: SheetFilters) => !!(f.q || f.employee_id || f.team_id || f.department_id || f.office_id);

export async function countSheetEmployees(db: Kysely<DB>, f: SheetFilters, from: string, to: string) {
  const row = await sheetEmployees(db, f, from, to)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

const NOT_ACTIVE = EMPLOYEE_STATUSES.filter((s) => s !== 'active');

/**
 * The unfiltered sheet's total from migration 006's employee counter, less those it leaves out: employees who
 * joined after the period, and those not active with no record in it. Both are few (counting the sheet itself
 * read all 5,000 employees and probed the records of the inactive, on every page), and the counter is kept by
 * triggers in the writing transaction, so the total is as exact as a count. Null where the counter is missing.
 * The statuses are written as literals, so a prepared statement's generic plan still knows they are rare; the
 * record is looked up as in sheetEmployees (not `NOT EXISTS`, which that plan hashes over the period's records).
 */
function unfilteredTotal(db: Kysely<DB>, from: string, to: string) {
  const counter = db.selectFrom('row_count').select('n').where('table_name', '=', 'employee');
  const joinedAfter = db
    .selectFrom('employee as ja')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ja.join_date', '>', to);
  const leftWithoutRecord = db
    .selectFrom('employee as na')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(
      'na.status',
      'in',
      NOT_ACTIVE.map((s) => sql.lit(s)),
    )
    .where('na.join_date', '<=', to)
    .where(
      (eb) =>
        eb
          .selectFrom('attendance as nr')
          .select('nr.id')
          .whereRef('nr.employee_id', '=', 'na.id')
          .where('nr.date', '>=', from)
          .where('nr.date', '<=', to)
          .limit(1),
      'is',
      null,
    );
  return sql<number | null>`(${counter}) - (${joinedAfter}) - (${leftWithoutRecord})`;
}

/** The order of a packed record's fields (the `days` of a SheetPageRow): `id,date,status,clock_in,clock_out,worked,late,early`. */
export type PackedRecord = [
  id: string,
  date: string,
  status: string,
  clockIn: string,
  clockOut: string,
  workedMinutes: string,
  lateMinutes: string,
  earlyMinutes: string,
];

export interface SheetPageRow {
  id: number;
  staff_id: string;
  first_name: string;
  last_name: string;
  team_id: number | null;
  team_name: string | null;
  department_id: number | null;
  department_name: string | null;
  /** The employee's records of the period packed in one text (PackedRecord's fields), or null with none. */
  days: string | null;
  /** Approved overtime minutes of the period. */
  overtime_minutes: number;
  /** The unfiltered sheet's total (unfilteredTotal), when asked for. */
  total?: number | null;
}

/**
 * One page of the sheet's employees in staff-id order, each with their records and overtime, in one statement
 * (one round trip where it was four); `withTotal` adds the unfiltered sheet's total as a column.
 *
 * The page's people are chosen first (the filters, the order, the offset), so the records and overtime are
 * read for its 100 people only, never for the rows the offset skips. A person's records are packed by the database
 * (group_concat / string_agg over the unique index on employee and date): a page is 3,100 records, and turning
 * each into a JavaScript object cost more than the query itself. Records are `;`-separated, their fields
 * `,`-separated in PackedRecord's order (none holds a comma: ids, dates, status names, ISO times, numbers), a
 * missing time or worked figure empty. `concat_ws` (SQLite 3.44, PostgreSQL 9.1) packs a record in one call; it
 * leaves out NULLs, so each nullable column is coalesced to '' to keep its place.
 */
export function sheetPage(
  db: Kysely<DB>,
  f: SheetFilters,
  from: string,
  to: string,
  page: { limit: number; offset: number },
  withTotal = false,
): Promise<SheetPageRow[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const record = sql`concat_ws(',', a.id, a.date, a.status, coalesce(a.clock_in, ''), coalesce(a.clock_out, ''),
    coalesce(cast(a.worked_minutes as text), ''), a.late_minutes, a.early_minutes)`;
  const packed = postgres ? sql<string>`string_agg(${record}, ';')` : sql<string>`group_concat(${record}, ';')`;
  // The page's people read whole as the offset scan finds them (it reads each employee's row for the filters
  // anyway), so nothing joins the employee table again.
  const people = sheetEmployees(db, f, from, to)
    .select(['e.id', 'e.staff_id', 'e.first_name', 'e.last_name', 'e.team_id'])
    .orderBy('e.staff_id')
    .orderBy('e.id')
    .limit(page.limit)
    .offset(page.offset);
  let q = db
    .with('p', () => people)
    .selectFrom('p')
    .leftJoin('team as t', 't.id', 'p.team_id')
    .leftJoin('department as d', 'd.id', 't.department_id')
    // Grouped for the page's people rather than looked up per person: SQLite, which keeps no statistics, would
    // look a person's overtime up through the covering index on kind and status, every approved overtime of
    // every person, once per row.
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('approval_request as r')
          .innerJoin('overtime_request as o', 'o.request_id', 'r.id')
          .select(['r.employee_id', (ob) => ob.fn.sum<number>('o.approved_minutes').as('minutes')])
          .where('r.employee_id', 'in', eb.selectFrom('p').select('p.id'))
          .where('r.kind', '=', 'overtime')
          .where('r.status', '=', 'approve')
          .where('o.date', '>=', from)
          .where('o.date', '<=', to)
          .groupBy('r.employee_id')
          .as('ot'),
      (join) => join.onRef('ot.employee_id', '=', 'p.id'),
    )
    .select((eb) => [
      'p.id',
      'p.staff_id',
      'p.first_name',
      'p.last_name',
      't.id as team_id',
      't.name as team_name',
      'd.id as department_id',
      'd.name as department_name',
      eb
        .selectFrom('attendance as a')
        .select(packed.as('days'))
        .whereRef('a.employee_id', '=', 'p.id')
        .where('a.date', '>=', from)
        .where('a.date', '<=', to)
        .as('days'),
      eb.fn.coalesce('ot.minutes', sql<number>`0`).as('overtime_minutes'),
    ])
    .orderBy('p.staff_id')
    .orderBy('p.id');
  if (withTotal) q = q.select(unfilteredTotal(db, from, to).as('total'));
  return q.execute() as Promise<SheetPageRow[]>;
}

/** The company schedule's working days and the period start day. */
export function companySchedule(db: Kysely<DB>) {
  return db
    .selectFrom('work_schedule')
    .select(['working_days', 'period_start_day'])
    .where('office_id', 'is', null)
    .executeTakeFirstOrThrow();
}
