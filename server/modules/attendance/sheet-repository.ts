// Queries of the monthly sheet: the employees of a page (the daily list's filters, ordered by staff id), their
// records of the period, their approved overtime, and the period's holidays and closing.
import { prefixRange } from '../../lib/search-terms.ts';
import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { SheetQuery } from '../../../contract/api/attendance.ts';
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

export async function countSheetEmployees(db: Kysely<DB>, f: SheetFilters, from: string, to: string) {
  const row = await sheetEmployees(db, f, from, to)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export interface SheetEmployeeRow {
  id: number;
  staff_id: string;
  first_name: string;
  last_name: string;
  team_id: number | null;
  team_name: string | null;
  department_id: number | null;
  department_name: string | null;
}

/** One page of the sheet's employees in staff-id order (the index on staff_id ends with the id). */
export function sheetEmployeePage(
  db: Kysely<DB>,
  f: SheetFilters,
  from: string,
  to: string,
  page: { limit: number; offset: number },
): Promise<SheetEmployeeRow[]> {
  return sheetEmployees(db, f, from, to)
    .leftJoin('team as t', 't.id', 'e.team_id')
    .leftJoin('department as d', 'd.id', 't.department_id')
    .select([
      'e.id',
      'e.staff_id',
      'e.first_name',
      'e.last_name',
      't.id as team_id',
      't.name as team_name',
      'd.id as department_id',
      'd.name as department_name',
    ])
    .orderBy('e.staff_id')
    .orderBy('e.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The order of a packed record's fields (sheetDays): `id,date,status,clock_in,clock_out,worked,late,early`. */
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

/**
 * The records of these employees in [from, to], one text per employee packed by the database (group_concat /
 * string_agg over the unique index on employee and date): a page of 100 people is 3,100 records, and turning
 * each into a JavaScript object cost more than the query itself. Records are `;`-separated, their fields
 * `,`-separated in PackedRecord's order (none holds a comma: ids, dates, status names, ISO times, numbers), a
 * missing time or worked figure empty. `concat_ws` (SQLite 3.44, PostgreSQL 9.1) packs a record in one call;
 * it leaves out NULLs, so each nullable column is coalesced to '' to keep its place.
 */
export async function sheetDays(
  db: Kysely<DB>,
  employeeIds: number[],
  from: string,
  to: string,
): Promise<Map<number, string>> {
  if (employeeIds.length === 0) return new Map();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const record = sql`concat_ws(',', id, date, status, coalesce(clock_in, ''), coalesce(clock_out, ''),
    coalesce(cast(worked_minutes as text), ''), late_minutes, early_minutes)`;
  const packed = postgres ? sql<string>`string_agg(${record}, ';')` : sql<string>`group_concat(${record}, ';')`;
  const rows = await db
    .selectFrom('attendance')
    .select(['employee_id', packed.as('days')])
    .where('employee_id', 'in', employeeIds)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('employee_id')
    .execute();
  return new Map(rows.map((r) => [r.employee_id, r.days]));
}

/** Approved overtime minutes per employee for dates in [from, to]. */
export async function approvedOvertime(
  db: Kysely<DB>,
  employeeIds: number[],
  from: string,
  to: string,
): Promise<Map<number, number>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('approval_request as r')
    .innerJoin('overtime_request as o', 'o.request_id', 'r.id')
    .select(['r.employee_id', (eb) => eb.fn.sum<number>('o.approved_minutes').as('minutes')])
    .where('r.kind', '=', 'overtime')
    .where('r.status', '=', 'approve')
    .where('r.employee_id', 'in', employeeIds)
    .where('o.date', '>=', from)
    .where('o.date', '<=', to)
    .groupBy('r.employee_id')
    .execute();
  return new Map(rows.map((r) => [r.employee_id, r.minutes ?? 0]));
}

/** The company schedule's working days and the period start day. */
export function companySchedule(db: Kysely<DB>) {
  return db
    .selectFrom('work_schedule')
    .select(['working_days', 'period_start_day'])
    .where('office_id', 'is', null)
    .executeTakeFirstOrThrow();
}
