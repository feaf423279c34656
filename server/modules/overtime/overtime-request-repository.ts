// Queries of overtime requests' own rows (overtime_request beside the engine's approval_request).
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, OvertimeRequestTable } from '../../db/schema.ts';

/** The employee's pending and approved overtime on one date. */
export function activeOvertimeOn(trx: Kysely<DB>, employeeId: number, date: string) {
  return trx
    .selectFrom('approval_request as r')
    .innerJoin('overtime_request as o', 'o.request_id', 'r.id')
    .select(['r.id', 'r.reason', 'o.start_time', 'o.end_time', 'o.minutes'])
    .where('r.kind', '=', 'overtime')
    .where('r.employee_id', '=', employeeId)
    .where('r.status', 'in', ['pending', 'approve'])
    .where('o.date', '=', date)
    .execute();
}

export async function insertOvertimeRequest(trx: Kysely<DB>, values: Insertable<OvertimeRequestTable>) {
  await trx.insertInto('overtime_request').values(values).execute();
}

export type OvertimeRow = Selectable<OvertimeRequestTable>;

export async function overtimeRows(db: Kysely<DB>, ids: number[]): Promise<Map<number, OvertimeRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('overtime_request').selectAll().where('request_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.request_id, r]));
}

/** The requested minutes become the approved (payable) minutes; returns them. */
export async function approveMinutes(trx: Kysely<DB>, requestId: number): Promise<number> {
  const { minutes } = await trx
    .selectFrom('overtime_request')
    .select('minutes')
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('overtime_request')
    .set({ approved_minutes: minutes })
    .where('request_id', '=', requestId)
    .execute();
  return minutes;
}
