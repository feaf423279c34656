// Queries of the punch import: the employees a file names, the closed periods its dates fall in, and the
// punches themselves, inserted in batches that skip what is already stored.
import type { Insertable, Kysely } from 'kysely';
import type { DB, PunchTable } from '../../db/schema.ts';

/** Binds per statement stay well under SQLite's and PostgreSQL's limits. */
const LOOKUP_CHUNK = 500;

export interface NamedEmployee {
  id: number;
  staff_id: string;
  join_date: string;
  status: string;
}

/** The employees whose staff ids are in the list (upper case, as stored), asked in chunks. */
export async function employeesByStaffId(db: Kysely<DB>, staffIds: string[]): Promise<Map<string, NamedEmployee>> {
  const out = new Map<string, NamedEmployee>();
  for (let i = 0; i < staffIds.length; i += LOOKUP_CHUNK) {
    const rows = await db
      .selectFrom('employee')
      .select(['id', 'staff_id', 'join_date', 'status'])
      .where('staff_id', 'in', staffIds.slice(i, i + LOOKUP_CHUNK))
      .execute();
    for (const r of rows) out.set(r.staff_id.toUpperCase(), r);
  }
  return out;
}

/** Locks the employees' rows until the transaction ends, in id order (PostgreSQL), as a clock-in locks its one. */
export async function lockEmployees(trx: Kysely<DB>, ids: number[]): Promise<void> {
  const sorted = [...ids].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i += LOOKUP_CHUNK)
    await trx
      .selectFrom('employee')
      .select('id')
      .where('id', 'in', sorted.slice(i, i + LOOKUP_CHUNK))
      .orderBy('id')
      .forUpdate()
      .execute();
}

/** Closed periods overlapping [from, to]. */
export function closedPeriodsBetween(db: Kysely<DB>, from: string, to: string) {
  return db
    .selectFrom('attendance_close')
    .select(['period', 'from_date', 'to_date'])
    .where('from_date', '<=', to)
    .where('to_date', '>=', from)
    .execute();
}

export type NewPunch = Insertable<PunchTable>;

/** Inserts the punches, skipping any (employee, moment) already stored; answers the employee and date of each
 * punch that went in. */
export function insertPunches(
  trx: Kysely<DB>,
  rows: NewPunch[],
): Promise<Array<{ employee_id: number; date: string }>> {
  return trx
    .insertInto('punch')
    .values(rows)
    .onConflict((oc) => oc.columns(['employee_id', 'at']).doNothing())
    .returning(['employee_id', 'date'])
    .execute();
}
