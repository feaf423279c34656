// Leave requests as a kind of the approval engine: a date range with half days, counted in working days,
// checked against overlapping leave and (for paid types) the year's balance, which holds the days as pending
// until the final approval takes them or a rejection / cancellation returns them.
import type { Kysely } from 'kysely';
import {
  ATTACHMENT_MESSAGES,
  leaveRequestBody,
  leaveRequestExportQuery,
  leaveRequestListQuery,
  leaveRequestListResponse,
  leaveRequestResponse,
  type LeaveRequestBody,
  type LeaveRequestDetail,
} from '../../../contract/api/requests-leave.ts';
import { REQUEST_LIMITS, REQUEST_MESSAGES } from '../../../contract/api/requests.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { BaseItem, RequestRow } from '../approvals/repository.ts';
import type { RequestKindSpec } from '../approvals/kind.ts';
import { releasePending, reservePending, takePending } from './balances.ts';
import { addDays, leaveDays, overlaps } from '../../../contract/working-days.ts';

interface Detail {
  leave_type_id: number;
  leave_type_name: string;
  paid: number;
  year: number;
  start_half: number;
  end_half: number;
  days: number;
  has_attachment: unknown;
  attachment: string | null;
}

const display = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function holidaysBetween(trx: Kysely<DB>, from: string, to: string) {
  const rows = await trx.selectFrom('calendar_event').select('event_date').where('kind', '=', 'holiday').where('event_date', '>=', from).where('event_date', '<=', to).execute();
  return new Set(rows.map((r) => r.event_date));
}

async function detailOf(trx: Kysely<DB>, requestId: number) {
  const d = await trx
    .selectFrom('leave_request as lr')
    .innerJoin('leave_type as lt', 'lt.id', 'lr.leave_type_id')
    .select(['lr.leave_type_id', 'lr.year', 'lr.days', 'lt.id', 'lt.name', 'lt.paid', 'lt.days_per_year', 'lt.carry_over_limit'])
    .where('lr.request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return { ...d, days: Number(d.days) };
}

export const leaveRequestKind: RequestKindSpec<LeaveRequestBody, Detail> = {
  kind: 'leave',
  path: 'leave-request',
  resource: 'leaveRequest',
  notificationType: 'leave_request',
  noun: 'Leave request',
  exportName: 'leave-requests',
  schemas: {
    body: leaveRequestBody,
    listQuery: leaveRequestListQuery,
    exportQuery: leaveRequestExportQuery,
    listResponse: leaveRequestListResponse,
    itemResponse: leaveRequestResponse,
  },

  async prepare(trx, employee, body, ctx) {
    const type = await trx.selectFrom('leave_type').selectAll().where('id', '=', body.leave_type_id).executeTakeFirst();
    if (!type) throw badRequest([{ field: 'leave_type_id', message: 'leave_type_id does not exist.' }]);
    const earliest = addDays(ctx.today, -REQUEST_LIMITS.pastDays);
    const latest = addDays(ctx.today, REQUEST_LIMITS.leaveFutureDays);
    if (body.start_date < earliest) throw badRequest([{ field: 'start_date', message: REQUEST_MESSAGES.tooFarPast('start_date') }]);
    if (body.start_date > latest) throw badRequest([{ field: 'start_date', message: REQUEST_MESSAGES.tooFarFuture('start_date', REQUEST_LIMITS.leaveFutureDays) }]);
    if (body.end_date > latest) throw badRequest([{ field: 'end_date', message: REQUEST_MESSAGES.tooFarFuture('end_date', REQUEST_LIMITS.leaveFutureDays) }]);
    if (type.needs_attachment === 1 && !body.attachment) {
      throw badRequest([{ field: 'attachment', message: ATTACHMENT_MESSAGES.required(type.name) }]);
    }

    const days = leaveDays(body, await holidaysBetween(trx, body.start_date, body.end_date));
    if (days === 0) throw badRequest([{ field: 'end_date', message: 'These dates hold no working days (weekends and public holidays are not counted).' }]);

    const nearby = await trx
      .selectFrom('approval_request as r')
      .innerJoin('leave_request as lr', 'lr.request_id', 'r.id')
      .select(['r.id', 'r.start_date', 'r.end_date', 'lr.start_half', 'lr.end_half'])
      .where('r.kind', '=', 'leave')
      .where('r.employee_id', '=', employee.id)
      .where('r.status', 'in', ['pending', 'approve'])
      .where('r.start_date', '<=', body.end_date)
      .where('r.end_date', '>=', body.start_date)
      .execute();
    const clash = nearby.find((o) => overlaps(body, { start_date: o.start_date, end_date: o.end_date, start_half: o.start_half === 1, end_half: o.end_half === 1 }));
    if (clash) {
      throw badRequest([
        { field: 'start_date', message: `This leave overlaps another leave request (${display(clash.start_date)} – ${display(clash.end_date)}).` },
      ]);
    }

    const year = Number(body.start_date.slice(0, 4));
    await reservePending(trx, employee.id, type, year, days);
    return {
      start_date: body.start_date,
      end_date: body.end_date,
      reason: body.reason,
      logged: { leave_type_id: type.id, start_half: body.start_half, end_half: body.end_half, days, has_attachment: !!body.attachment },
      writeDetail: async (t, requestId) => {
        await t
          .insertInto('leave_request')
          .values({ request_id: requestId, leave_type_id: type.id, year, start_half: body.start_half ? 1 : 0, end_half: body.end_half ? 1 : 0, days, attachment: body.attachment ?? null })
          .execute();
      },
    };
  },

  filter: (query) => {
    const typeId = query.leave_type_id as number | undefined;
    return typeId ? (eb) => eb('r.id', 'in', eb.selectFrom('leave_request').select('request_id').where('leave_type_id', '=', typeId)) : undefined;
  },

  async details(db, ids, full) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('leave_request as lr')
      .innerJoin('leave_type as lt', 'lt.id', 'lr.leave_type_id')
      .select(['lr.request_id', 'lr.leave_type_id', 'lt.name as leave_type_name', 'lt.paid', 'lr.year', 'lr.start_half', 'lr.end_half', 'lr.days'])
      .select((eb) => eb('lr.attachment', 'is not', null).as('has_attachment'))
      // Attachments are up to 150 KB each: only the detail call carries one.
      .$if(full, (q) => q.select('lr.attachment'))
      .where('lr.request_id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.request_id, { attachment: null, ...r } as Detail]));
  },

  toItem(base: BaseItem, d: Detail, full: boolean): LeaveRequestDetail {
    return {
      ...base,
      leave_type: { id: d.leave_type_id, name: d.leave_type_name, paid: d.paid === 1 },
      start_half: d.start_half === 1,
      end_half: d.end_half === 1,
      days: Number(d.days),
      has_attachment: Boolean(d.has_attachment),
      ...(full ? { attachment: d.attachment } : {}),
    } as LeaveRequestDetail;
  },

  async onApproved(trx, request: RequestRow) {
    const d = await detailOf(trx, request.id);
    const balance = await takePending(trx, request.employee_id, d, d.year, d.days);
    return { balance: { leave_type_id: d.id, year: d.year, days: d.days, before: balance.before, after: balance.after } };
  },

  async onClosed(trx, request: RequestRow) {
    const d = await detailOf(trx, request.id);
    await releasePending(trx, request.employee_id, d, d.year, d.days);
  },

  exportColumns: {
    header: ['Leave Type', 'Paid', 'From', 'To', 'Days'],
    row: (item: LeaveRequestDetail) => [
      item.leave_type.name,
      item.leave_type.paid ? 'Paid' : 'Unpaid',
      `${display(item.start_date)}${item.start_half ? ' (afternoon)' : ''}`,
      `${display(item.end_date)}${item.end_half ? ' (morning)' : ''}`,
      item.days,
    ],
  },
};
