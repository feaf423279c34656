// Queries of the attendance records post clock approvals correct: one row per employee per business day.
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { AttendanceTable, DB } from '../../db/schema.ts';

export type AttendanceRow = Selectable<AttendanceTable>;

export function findAttendance(db: Kysely<DB>, employeeId: number, date: string) {
  return db
    .selectFrom('attendance')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('date', '=', date)
    .executeTakeFirst();
}

/** An empty record for the day unless one exists (a racing insert of the same day is not an error). */
export async function insertAttendanceIfMissing(trx: Kysely<DB>, employeeId: number, date: string, now: string) {
  await trx
    .insertInto('attendance')
    .values({
      employee_id: employeeId,
      date,
      clock_in: null,
      clock_out: null,
      office_id: null,
      worked_minutes: null,
      late: 0,
      early_leave: 0,
      status: 'present',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['employee_id', 'date']).doNothing())
    .execute();
}

/** The day's record, locked until the transaction ends on PostgreSQL (SQLite's write transaction is already exclusive). */
export function lockAttendance(
  trx: Kysely<DB>,
  dialect: DialectName,
  employeeId: number,
  date: string,
): Promise<AttendanceRow> {
  return trx
    .selectFrom('attendance')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('date', '=', date)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
}

export async function updateAttendance(
  trx: Kysely<DB>,
  id: number,
  set: Updateable<AttendanceTable>,
): Promise<AttendanceRow> {
  await trx.updateTable('attendance').set(set).where('id', '=', id).execute();
  return trx.selectFrom('attendance').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
