// Post clock requests as a kind of the approval engine: a forgotten clock-in or clock-out for a date and
// time, never in the future, fitting the day's record; the final approval writes it into that day's
// attendance (made if missing), logged as an attendance change of its own.
import { POST_CLOCK_TYPE_LABELS } from '../../../contract/labels.ts';
import {
  postClockRequestBody,
  postClockRequestExportQuery,
  postClockRequestListQuery,
  postClockRequestListResponse,
  postClockRequestResponse,
  type PostClockRequestBody,
  type PostClockRequestItem,
  type PostClockType,
} from '../../../contract/api/requests-post-clock.ts';
import { REQUEST_LIMITS, REQUEST_MESSAGES } from '../../../contract/api/requests.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { RequestKindSpec } from '../approvals/kind.ts';
import type { BaseItem, RequestRow } from '../approvals/repository.ts';
import { logActivity } from '../activity-log/repository.ts';
import { addDays } from '../../../contract/working-days.ts';
import { clockConflict, findAttendance, phnomPenhToUtc, writeClock } from './attendance.ts';

interface Detail {
  type: string;
  date: string;
  time: string;
  attendance_id: number | null;
}

const display = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export const postClockRequestKind: RequestKindSpec<PostClockRequestBody, Detail> = {
  kind: 'post_clock',
  path: 'post-clock-request',
  resource: 'postClockRequest',
  notificationType: 'post_clock',
  noun: 'Post clock request',
  exportName: 'post-clock-requests',
  schemas: {
    body: postClockRequestBody,
    listQuery: postClockRequestListQuery,
    exportQuery: postClockRequestExportQuery,
    listResponse: postClockRequestListResponse,
    itemResponse: postClockRequestResponse,
  },

  async prepare(trx, employee, body, ctx) {
    if (body.date < addDays(ctx.today, -REQUEST_LIMITS.pastDays)) throw badRequest([{ field: 'date', message: REQUEST_MESSAGES.tooFarPast('date') }]);
    if (body.date > ctx.today) throw badRequest([{ field: 'date', message: 'date cannot be in the future.' }]);
    const at = phnomPenhToUtc(body.date, body.time);
    if (at > ctx.now.toISOString()) throw badRequest([{ field: 'time', message: 'time cannot be in the future.' }]);
    const problem = clockConflict(await findAttendance(trx, employee.id, body.date), body.type, at);
    if (problem) throw badRequest([{ field: 'time', message: problem }]);
    const pending = await trx
      .selectFrom('approval_request as r')
      .innerJoin('post_clock_request as p', 'p.request_id', 'r.id')
      .select('r.id')
      .where('r.kind', '=', 'post_clock')
      .where('r.employee_id', '=', employee.id)
      .where('r.status', '=', 'pending')
      .where('p.date', '=', body.date)
      .where('p.type', '=', body.type)
      .executeTakeFirst();
    if (pending) throw conflict(`A ${POST_CLOCK_TYPE_LABELS[body.type]} request for ${display(body.date)} is already pending.`);
    return {
      start_date: body.date,
      end_date: body.date,
      reason: body.reason,
      logged: { type: body.type, date: body.date, time: body.time },
      writeDetail: async (t, requestId) => {
        await t.insertInto('post_clock_request').values({ request_id: requestId, type: body.type, date: body.date, time: body.time, attendance_id: null }).execute();
      },
    };
  },

  filter: (query) => {
    const type = query.type as PostClockType | undefined;
    return type ? (eb) => eb('r.id', 'in', eb.selectFrom('post_clock_request').select('request_id').where('type', '=', type)) : undefined;
  },

  async details(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('post_clock_request').selectAll().where('request_id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.request_id, r]));
  },

  toItem(base: BaseItem, d: Detail): PostClockRequestItem {
    const type = d.type as PostClockType;
    return { ...base, type, type_label: POST_CLOCK_TYPE_LABELS[type], date: d.date, time: d.time };
  },

  async onApproved(trx, request: RequestRow, ctx) {
    const d = await trx.selectFrom('post_clock_request').selectAll().where('request_id', '=', request.id).executeTakeFirstOrThrow();
    const { before, after } = await writeClock(trx, ctx.dialect, request.employee_id, d.date, d.type, phnomPenhToUtc(d.date, d.time));
    await trx.updateTable('post_clock_request').set({ attendance_id: after.id }).where('request_id', '=', request.id).execute();
    await logActivity(trx, ctx.actor, {
      action: before ? 'post-clock' : 'create',
      resource: 'attendance',
      recordId: after.id,
      before,
      after: { ...after, post_clock_request_id: request.id },
    });
    return { attendance: { id: after.id, date: after.date, clock_in: after.clock_in, clock_out: after.clock_out } };
  },

  async onClosed() {},

  exportColumns: {
    header: ['Type', 'Date', 'Time'],
    row: (item: PostClockRequestItem) => [item.type_label, display(item.date), item.time],
  },
};
