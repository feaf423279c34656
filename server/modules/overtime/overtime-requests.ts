// Overtime requests as a kind of the approval engine: a date with start and end times (or hours), at most
// 12 hours a day per employee counting pending and approved requests, no two timed requests overlapping.
// The final approval records the payable minutes for payroll.
import { addDays } from '../../../contract/dates.ts';
import type { Kysely } from 'kysely';
import {
  overtimeRequestSchemas,
  type OvertimeRequestBody,
  type OvertimeRequestItem,
} from '../../../contract/api/requests-overtime.ts';
import { overtimeRequests } from '../../../contract/api/routes/requests.ts';
import { minutesOf, REQUEST_LIMITS, REQUEST_MESSAGES, type RequestBaseItem } from '../../../contract/api/requests.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { joinDetails, type RequestKindSpec } from '../approvals/kind.ts';
import * as repo from './overtime-request-repository.ts';

const hoursText = (minutes: number) => {
  const h = minutes / 60;
  return `${Number.isInteger(h) ? h : h.toFixed(2).replace(/0$/, '')} ${h === 1 ? 'hour' : 'hours'}`;
};
const display = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const MAX = REQUEST_LIMITS.maxOvertimeMinutesPerDay;

const toItem = (base: RequestBaseItem, d: repo.OvertimeRow): OvertimeRequestItem => ({
  ...base,
  date: d.date,
  start_time: d.start_time,
  end_time: d.end_time,
  minutes: d.minutes,
  hours: d.minutes / 60,
  approved_minutes: d.approved_minutes,
});

const items = async (db: Kysely<DB>, bases: RequestBaseItem[]) =>
  joinDetails(
    bases,
    await repo.overtimeRows(
      db,
      bases.map((b) => b.id),
    ),
    toItem,
  );

/** Overtime has no list filters of its own. */
type NoFilters = Record<never, never>;

export const overtimeRequestKind: RequestKindSpec<OvertimeRequestBody, NoFilters, OvertimeRequestItem> = {
  kind: 'overtime',
  resource: 'overtimeRequest',
  notificationType: 'overtime_request',
  noun: 'Overtime request',
  exportName: 'overtime-requests',
  exportJob: 'overtime-request',
  schemas: overtimeRequestSchemas,
  routes: overtimeRequests,

  async prepare(trx, employee, body, ctx) {
    if (body.date < addDays(ctx.today, -REQUEST_LIMITS.pastDays))
      throw badRequest([{ field: 'date', message: REQUEST_MESSAGES.tooFarPast('date') }]);
    if (body.date > addDays(ctx.today, REQUEST_LIMITS.overtimeFutureDays)) {
      throw badRequest([
        { field: 'date', message: REQUEST_MESSAGES.tooFarFuture('date', REQUEST_LIMITS.overtimeFutureDays) },
      ]);
    }
    const timed = body.start_time !== undefined && body.end_time !== undefined;
    const minutes = timed ? minutesOf(body.end_time!) - minutesOf(body.start_time!) : Math.round(body.hours! * 60);
    const field = timed ? 'end_time' : 'hours';

    const sameDay = await repo.activeOvertimeOn(trx, employee.id, body.date);
    // A double-submitted form (same hours, same reason) is one request, not two.
    if (
      sameDay.some(
        (o) => o.minutes === minutes && o.reason === body.reason && o.start_time === (body.start_time ?? null),
      )
    ) {
      throw conflict(`An identical overtime request for ${display(body.date)} already exists.`);
    }
    if (timed) {
      const [s, e] = [minutesOf(body.start_time!), minutesOf(body.end_time!)];
      const clash = sameDay.find(
        (o) => o.start_time && o.end_time && s < minutesOf(o.end_time) && minutesOf(o.start_time) < e,
      );
      if (clash) {
        throw badRequest([
          {
            field: 'start_time',
            message: `This overtime overlaps another overtime request on that day (${clash.start_time}–${clash.end_time}).`,
          },
        ]);
      }
    }
    const already = sameDay.reduce((n, o) => n + o.minutes, 0);
    if (already + minutes > MAX) {
      throw badRequest([
        {
          field,
          message: `Overtime is at most ${MAX / 60} hours in a day; ${hoursText(already)} already requested on ${display(body.date)}.`,
        },
      ]);
    }
    return {
      start_date: body.date,
      end_date: body.date,
      reason: body.reason,
      logged: { date: body.date, start_time: body.start_time ?? null, end_time: body.end_time ?? null, minutes },
      writeDetail: (t, requestId) =>
        repo.insertOvertimeRequest(t, {
          request_id: requestId,
          date: body.date,
          start_time: body.start_time ?? null,
          end_time: body.end_time ?? null,
          minutes,
          approved_minutes: null,
        }),
    };
  },

  items,
  detail: async (db, base) => (await items(db, [base]))[0],

  /** Payroll pays what the final approval recorded. */
  async onApproved(trx, request) {
    return { approved_minutes: await repo.approveMinutes(trx, request.id) };
  },

  async onClosed() {},

  exportColumns: {
    header: ['Date', 'Start', 'End', 'Hours', 'Approved Hours'],
    row: (item) => [
      display(item.date),
      item.start_time ?? '',
      item.end_time ?? '',
      item.hours,
      item.approved_minutes == null ? '' : item.approved_minutes / 60,
    ],
  },
};
