// Queries of leave requests' own rows (leave_request beside the engine's approval_request), and the public
// holidays their day count skips. The holidays are calendar events: read here rather than through the
// calendar module, as the leave rules need only the dates.
import type { Insertable, Kysely } from 'kysely';
import type { DB, LeaveRequestTable } from '../../db/schema.ts';

export async function holidaysBetween(trx: Kysely<DB>, from: string, to: string): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('calendar_event')
    .select('event_date')
    .where('kind', '=', 'holiday')
    .where('event_date', '>=', from)
    .where('event_date', '<=', to)
    .execute();
  return new Set(rows.map((r) => r.event_date));
}

/** The employee's pending and approved leave touching [from, to]. */
export function activeLeaveBetween(trx: Kysely<DB>, employeeId: number, from: string, to: string) {
  return trx
    .selectFrom('approval_request as r')
    .innerJoin('leave_request as lr', 'lr.request_id', 'r.id')
    .select(['r.id', 'r.start_date', 'r.end_date', 'lr.start_half', 'lr.end_half'])
    .where('r.kind', '=', 'leave')
    .where('r.employee_id', '=', employeeId)
    .where('r.status', 'in', ['pending', 'approve'])
    .where('r.start_date', '<=', to)
    .where('r.end_date', '>=', from)
    .execute();
}

export async function insertLeaveRequest(trx: Kysely<DB>, values: Insertable<LeaveRequestTable>) {
  await trx.insertInto('leave_request').values(values).execute();
}

/** A request's days and type (with what the balance rules need of it). */
export function leaveOfRequest(trx: Kysely<DB>, requestId: number) {
  return trx
    .selectFrom('leave_request as lr')
    .innerJoin('leave_type as lt', 'lt.id', 'lr.leave_type_id')
    .select(['lr.days', 'lt.id', 'lt.name', 'lt.paid', 'lt.days_per_year', 'lt.carry_over_limit'])
    .where('lr.request_id', '=', requestId)
    .executeTakeFirstOrThrow();
}

/** Ids of the leave requests of one type (the list's leave type filter). */
export const requestsOfType = (db: Kysely<DB>, typeId: number) =>
  db.selectFrom('leave_request').select('request_id').where('leave_type_id', '=', typeId);

/** The leave rows of these requests with their type; the attachment (up to 150 KB) only when asked. */
export async function leaveRows(
  db: Kysely<DB>,
  ids: number[],
  withAttachment: boolean,
): Promise<Map<number, LeaveRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('leave_request as lr')
    .innerJoin('leave_type as lt', 'lt.id', 'lr.leave_type_id')
    .select([
      'lr.request_id',
      'lr.leave_type_id',
      'lt.name as leave_type_name',
      'lt.paid',
      'lr.start_half',
      'lr.end_half',
      'lr.days',
    ])
    .select((eb) => eb('lr.attachment', 'is not', null).as('has_attachment'))
    .$if(withAttachment, (q) => q.select('lr.attachment'))
    .where('lr.request_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.request_id, { ...r, attachment: r.attachment ?? null }]));
}

export interface LeaveRow {
  request_id: number;
  leave_type_id: number;
  leave_type_name: string;
  paid: number;
  start_half: number;
  end_half: number;
  days: number;
  has_attachment: unknown;
  attachment: string | null;
}
