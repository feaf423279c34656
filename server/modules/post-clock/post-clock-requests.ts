// Post clock requests as a kind of the approval engine: a forgotten clock-in or clock-out for a date and
// time, never in the future, fitting the day's record; the final approval writes it into that day's
// attendance (made if missing), logged as an attendance change of its own.
import { localToUtc } from '../../lib/time.ts';
import { addDays } from '../../../contract/dates.ts';
import type { Kysely } from 'kysely';
import { POST_CLOCK_TYPE_LABELS } from '../../../contract/labels.ts';
import {
  postClockRequestSchemas,
  type PostClockRequestBody,
  type PostClockRequestItem,
  type PostClockRequestListQuery,
  type PostClockType,
} from '../../../contract/api/requests-post-clock.ts';
import { postClockRequests } from '../../../contract/api/routes/requests.ts';
import { REQUEST_LIMITS, REQUEST_MESSAGES, type RequestBaseItem } from '../../../contract/api/requests.ts';
import { ATTENDANCE_MESSAGES } from '../../../contract/attendance-codes.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { joinDetails, type RequestKindSpec } from '../approvals/kind.ts';
import { settle } from '../approvals/service.ts';
import { applyPostClock, postClockProblem } from '../attendance/service.ts';
import * as repo from './post-clock-request-repository.ts';

const display = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const toItem = (base: RequestBaseItem, d: repo.PostClockRow): PostClockRequestItem => {
  const type = d.type as PostClockType;
  return { ...base, type, type_label: POST_CLOCK_TYPE_LABELS[type], date: d.date, time: d.time };
};

const items = async (db: Kysely<DB>, bases: RequestBaseItem[]) =>
  joinDetails(
    bases,
    await repo.postClockRows(
      db,
      bases.map((b) => b.id),
    ),
    toItem,
  );

export const postClockRequestKind: RequestKindSpec<
  PostClockRequestBody,
  Pick<PostClockRequestListQuery, 'type'>,
  PostClockRequestItem
> = {
  kind: 'post_clock',
  resource: 'postClockRequest',
  notificationType: 'post_clock',
  noun: 'Post clock request',
  exportName: 'post-clock-requests',
  exportJob: 'post-clock-request',
  schemas: postClockRequestSchemas,
  routes: postClockRequests,

  async prepare(trx, employee, body, ctx) {
    if (body.date < addDays(ctx.today, -REQUEST_LIMITS.pastDays))
      throw badRequest([{ field: 'date', message: REQUEST_MESSAGES.tooFarPast('date') }]);
    if (body.date > ctx.today) throw badRequest([{ field: 'date', message: 'date cannot be in the future.' }]);
    const at = localToUtc(body.date, body.time);
    if (at > ctx.now.toISOString()) throw badRequest([{ field: 'time', message: 'time cannot be in the future.' }]);
    const problem = await postClockProblem(trx, employee.id, body.date, body.type, at);
    if (problem) throw badRequest([{ field: 'time', message: problem }]);
    if (await repo.hasPendingPostClock(trx, employee.id, body.date, body.type))
      throw conflict(`A ${POST_CLOCK_TYPE_LABELS[body.type]} request for ${display(body.date)} is already pending.`);
    return {
      start_date: body.date,
      end_date: body.date,
      reason: body.reason,
      logged: { type: body.type, date: body.date, time: body.time },
      writeDetail: (t, requestId) =>
        repo.insertPostClockRequest(t, {
          request_id: requestId,
          type: body.type,
          date: body.date,
          time: body.time,
          attendance_id: null,
        }),
    };
  },

  filter: (db, query) => (query.type ? repo.requestsOfType(db, query.type) : undefined),

  items,
  detail: async (db, base) => (await items(db, [base]))[0],

  async onApproved(trx, request, ctx) {
    const d = await repo.findPostClock(trx, request.id);
    const after = await applyPostClock(trx, ctx.actor, {
      employeeId: request.employee_id,
      date: d.date,
      type: d.type,
      at: localToUtc(d.date, d.time),
      requestId: request.id,
      filedAt: await repo.filedAt(trx, request.id),
    });
    await repo.linkAttendance(trx, request.id, after.id);
    return { attendance: { id: after.id, date: after.date, clock_in: after.clock_in, clock_out: after.clock_out } };
  },

  async onClosed() {},

  exportColumns: {
    header: ['Type', 'Date', 'Time'],
    row: (item) => [item.type_label, display(item.date), item.time],
  },
};

/**
 * An attendance correction settling the employee's pending post clock requests of the corrected day, in the
 * correction's transaction: each is closed as approved by the corrector (approvals' `settle`), linked to the
 * corrected record, and its own time never written. 400 when a request named is not a post clock request of that
 * employee and day; 403 or 409 from `settle`. Answers the ids settled, for the correction's log entry.
 */
export async function settleByCorrection(
  trx: Kysely<DB>,
  actor: Actor,
  requests: ReadonlyArray<{ id: number; version: number }>,
  record: { id: number; employee_id: number; date: string },
  reason: string,
): Promise<number[]> {
  for (const ref of requests) {
    const day = await repo.findPostClockDay(trx, ref.id);
    if (!day || day.employee_id !== record.employee_id || day.date !== record.date)
      throw badRequest([{ field: 'settle_requests', message: ATTENDANCE_MESSAGES.settleOtherDay }]);
    await settle(trx, postClockRequestKind, actor, ref, REQUEST_MESSAGES.settledComment(reason), {
      attendance_id: record.id,
    });
    await repo.linkAttendance(trx, ref.id, record.id);
  }
  return requests.map((r) => r.id);
}
