// Queries of post clock requests' own rows (post_clock_request beside the engine's approval_request).
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { PostClockType } from '../../../contract/api/requests-post-clock.ts';
import type { DB, PostClockRequestTable } from '../../db/schema.ts';

export type PostClockRow = Selectable<PostClockRequestTable>;

/** Whether the employee already has a pending request of this type for the date. */
export async function hasPendingPostClock(
  trx: Kysely<DB>,
  employeeId: number,
  date: string,
  type: PostClockType,
): Promise<boolean> {
  const row = await trx
    .selectFrom('approval_request as r')
    .innerJoin('post_clock_request as p', 'p.request_id', 'r.id')
    .select('r.id')
    .where('r.kind', '=', 'post_clock')
    .where('r.employee_id', '=', employeeId)
    .where('r.status', '=', 'pending')
    .where('p.date', '=', date)
    .where('p.type', '=', type)
    .executeTakeFirst();
  return !!row;
}

export async function insertPostClockRequest(trx: Kysely<DB>, values: Insertable<PostClockRequestTable>) {
  await trx.insertInto('post_clock_request').values(values).execute();
}

/** Ids of the post clock requests of one type (the list's type filter). */
export const requestsOfType = (db: Kysely<DB>, type: PostClockType) =>
  db.selectFrom('post_clock_request').select('request_id').where('type', '=', type);

export async function postClockRows(db: Kysely<DB>, ids: number[]): Promise<Map<number, PostClockRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('post_clock_request').selectAll().where('request_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.request_id, r]));
}

export function findPostClock(trx: Kysely<DB>, requestId: number): Promise<PostClockRow> {
  return trx.selectFrom('post_clock_request').selectAll().where('request_id', '=', requestId).executeTakeFirstOrThrow();
}

/** When a request was filed. */
export async function filedAt(trx: Kysely<DB>, requestId: number): Promise<string> {
  const row = await trx
    .selectFrom('approval_request')
    .select('created_at')
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  return row.created_at;
}

/** A post clock request's employee and day, or undefined when no post clock request has this id. */
export function findPostClockDay(trx: Kysely<DB>, requestId: number) {
  return trx
    .selectFrom('approval_request as r')
    .innerJoin('post_clock_request as p', 'p.request_id', 'r.id')
    .select(['r.employee_id', 'p.date'])
    .where('r.id', '=', requestId)
    .where('r.kind', '=', 'post_clock')
    .executeTakeFirst();
}

/** The attendance record the approval (or the correction that settled it) wrote into. */
export async function linkAttendance(trx: Kysely<DB>, requestId: number, attendanceId: number) {
  await trx
    .updateTable('post_clock_request')
    .set({ attendance_id: attendanceId })
    .where('request_id', '=', requestId)
    .execute();
}
