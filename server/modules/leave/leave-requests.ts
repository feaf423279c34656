// Leave requests as a kind of the approval engine: a date range with half days, counted in working days (or
// calendar days when the type's policy says so: maternity), checked against overlapping leave and the ledger on its
// first day (ledger-checks.ts). The ledger is derived from the requests themselves: a pending request holds its
// days until the final approval takes them, and a rejection or cancellation returns them, with nothing to move.
import { addDays } from '../../../contract/dates.ts';
import type { Kysely } from 'kysely';
import {
  leaveRequestSchemas,
  ATTACHMENT_MESSAGES,
  type LeaveRequestBody,
  type LeaveRequestDetail,
  type LeaveRequestItem,
  type LeaveRequestListQuery,
} from '../../../contract/api/requests-leave.ts';
import { leaveRequests } from '../../../contract/api/routes/requests.ts';
import { REQUEST_LIMITS, REQUEST_MESSAGES, type RequestBaseItem } from '../../../contract/api/requests.ts';
import { leaveDays, overlaps } from '../../../contract/working-days.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { joinDetails, type RequestKindSpec } from '../approvals/kind.ts';
import { leaveApproved } from '../attendance/service.ts';
import { checkApproval, checkFiling } from './ledger-checks.ts';
import * as repo from './leave-request-repository.ts';
import { policyOn } from './leave-policy.ts';
import { policiesOf } from './ledger-service.ts';
import { findLeaveType } from './leave-type-repository.ts';

const display = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const toItem = (base: RequestBaseItem, d: repo.LeaveRow): LeaveRequestItem => ({
  ...base,
  leave_type: { id: d.leave_type_id, name: d.leave_type_name, paid: d.paid === 1 },
  start_half: d.start_half === 1,
  end_half: d.end_half === 1,
  days: Number(d.days),
  has_attachment: Boolean(d.has_attachment),
});

/** The request's leave as the balance rules see it. */
async function leaveOf(trx: Kysely<DB>, requestId: number) {
  const d = await repo.leaveOfRequest(trx, requestId);
  return { type: d, days: Number(d.days) };
}

export const leaveRequestKind: RequestKindSpec<
  LeaveRequestBody,
  Pick<LeaveRequestListQuery, 'leave_type_id'>,
  LeaveRequestItem,
  LeaveRequestDetail
> = {
  kind: 'leave',
  resource: 'leaveRequest',
  notificationType: 'leave_request',
  noun: 'Leave request',
  exportName: 'leave-requests',
  exportJob: 'leave-request',
  schemas: leaveRequestSchemas,
  routes: leaveRequests,

  async prepare(trx, employee, body, ctx) {
    const type = await findLeaveType(trx, body.leave_type_id);
    if (!type) throw badRequest([{ field: 'leave_type_id', message: 'leave_type_id does not exist.' }]);
    const earliest = addDays(ctx.today, -REQUEST_LIMITS.pastDays);
    const latest = addDays(ctx.today, REQUEST_LIMITS.leaveFutureDays);
    if (body.start_date < earliest)
      throw badRequest([{ field: 'start_date', message: REQUEST_MESSAGES.tooFarPast('start_date') }]);
    if (body.start_date > latest)
      throw badRequest([
        { field: 'start_date', message: REQUEST_MESSAGES.tooFarFuture('start_date', REQUEST_LIMITS.leaveFutureDays) },
      ]);
    if (body.end_date > latest)
      throw badRequest([
        { field: 'end_date', message: REQUEST_MESSAGES.tooFarFuture('end_date', REQUEST_LIMITS.leaveFutureDays) },
      ]);
    if (type.needs_attachment === 1 && !body.attachment) {
      throw badRequest([{ field: 'attachment', message: ATTACHMENT_MESSAGES.required(type.name) }]);
    }

    const { calendarDays } = policyOn(await policiesOf(trx, type.id), body.start_date);
    const days = leaveDays(body, await repo.holidaysBetween(trx, body.start_date, body.end_date), calendarDays);
    if (days === 0)
      throw badRequest([
        {
          field: 'end_date',
          message: 'These dates hold no working days (weekends and public holidays are not counted).',
        },
      ]);

    const nearby = await repo.activeLeaveBetween(trx, employee.id, body.start_date, body.end_date);
    const clash = nearby.find((o) =>
      overlaps(body, {
        start_date: o.start_date,
        end_date: o.end_date,
        start_half: o.start_half === 1,
        end_half: o.end_half === 1,
      }),
    );
    if (clash) {
      throw badRequest([
        {
          field: 'start_date',
          message: `This leave overlaps another leave request (${display(clash.start_date)} – ${display(clash.end_date)}).`,
        },
      ]);
    }

    await checkFiling(trx, employee.id, type, body.start_date, days);
    return {
      start_date: body.start_date,
      end_date: body.end_date,
      reason: body.reason,
      logged: {
        leave_type_id: type.id,
        start_half: body.start_half,
        end_half: body.end_half,
        days,
        has_attachment: !!body.attachment,
      },
      writeDetail: (t, requestId) =>
        repo.insertLeaveRequest(t, {
          request_id: requestId,
          leave_type_id: type.id,
          start_half: body.start_half ? 1 : 0,
          end_half: body.end_half ? 1 : 0,
          days,
          attachment: body.attachment ?? null,
        }),
    };
  },

  filter: (db, query) => (query.leave_type_id ? repo.requestsOfType(db, query.leave_type_id) : undefined),

  async items(db, bases) {
    return joinDetails(
      bases,
      await repo.leaveRows(
        db,
        bases.map((b) => b.id),
        false,
      ),
      toItem,
    );
  },

  // Attachments are up to 150 KB each: only the detail carries one, and only to the request's people (it is
  // often a medical certificate); anyone else who reads leave sees that there is one.
  async detail(db, base, seesPrivate) {
    const [item] = joinDetails([base], await repo.leaveRows(db, [base.id], seesPrivate), (b, d) => ({
      ...toItem(b, d),
      attachment: seesPrivate ? d.attachment : null,
    }));
    return item;
  },

  async onApproved(trx, request) {
    const { type, days } = await leaveOf(trx, request.id);
    const ledger = await checkApproval(trx, request.employee_id, type, request.start_date, days);
    // The days it covers are on leave now (409 when one lies in a closed attendance period). A pending leave
    // never counts in attendance, so rejecting or cancelling one changes no day.
    await leaveApproved(trx, request.employee_id, request.start_date, request.end_date);
    // The ledger on the leave's first day, this leave taken: what the activity log keeps of the approval.
    const { balance, available } = ledger;
    return { balance: { leave_type_id: type.id, on: request.start_date, days, balance, available } };
  },

  // The ledger reads pending requests as they stand: a closed one holds nothing, with nothing to release.
  async onClosed() {},

  exportColumns: {
    header: ['Leave Type', 'Paid', 'From', 'To', 'Days'],
    row: (item) => [
      item.leave_type.name,
      item.leave_type.paid ? 'Paid' : 'Unpaid',
      `${display(item.start_date)}${item.start_half ? ' (afternoon)' : ''}`,
      `${display(item.end_date)}${item.end_half ? ' (morning)' : ''}`,
      item.days,
    ],
  },
};
