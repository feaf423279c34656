// What still blocks a clean close of a period: requests overlapping it that wait for a decision (leave,
// overtime, post clock) and days with a clock-in but no clock-out. A read: nothing is derived or settled here,
// the stored days are what closing would keep. Closing does not refuse them; the close dialog lists them.
import type { Kysely } from 'kysely';
import {
  CLOSE_BLOCKERS_MAX,
  type CloseBlocker,
  type CloseBlockerKind,
  type CloseBlockersData,
} from '../../../contract/api/attendance-close.ts';
import { type Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { fullName } from '../../lib/names.ts';
import { businessToday, localTimeOf } from '../../lib/time.ts';
import { periodState } from './service.ts';

const REQUEST_KINDS = ['leave', 'overtime', 'post_clock'] as const;

function pendingRequests(db: Kysely<DB>, from: string, to: string) {
  return db
    .selectFrom('approval_request as r')
    .innerJoin('employee as e', 'e.id', 'r.employee_id')
    .where('r.kind', 'in', REQUEST_KINDS)
    .where('r.status', '=', 'pending')
    .where('r.start_date', '<=', to)
    .where('r.end_date', '>=', from);
}

function openDays(db: Kysely<DB>, from: string, to: string) {
  return db
    .selectFrom('attendance as a')
    .innerJoin('employee as e', 'e.id', 'a.employee_id')
    .where('a.date', '>=', from)
    .where('a.date', '<=', to)
    .where('a.clock_in', 'is not', null)
    .where('a.clock_out', 'is', null);
}

export async function closeBlockers(db: Database, month: string, max = CLOSE_BLOCKERS_MAX): Promise<CloseBlockersData> {
  const k = db.kysely;
  const period = await periodState(k, month);
  const { from, to } = period;
  const [requests, days, requestTotal, dayTotal] = await Promise.all([
    pendingRequests(k, from, to)
      .select(['r.id', 'r.kind', 'r.start_date', 'r.end_date', 'e.id as employee_id'])
      .select(['e.first_name', 'e.last_name', 'e.staff_id'])
      .orderBy('r.start_date')
      .orderBy('r.id')
      .limit(max)
      .execute(),
    openDays(k, from, to)
      .select(['a.id', 'a.date', 'a.clock_in', 'e.id as employee_id', 'e.first_name', 'e.last_name', 'e.staff_id'])
      .orderBy('a.date')
      .orderBy('a.id')
      .limit(max)
      .execute(),
    pendingRequests(k, from, to)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    openDays(k, from, to)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const employee = (r: { employee_id: number; first_name: string; last_name: string; staff_id: string }) => ({
    id: r.employee_id,
    name: fullName(r),
    staff_id: r.staff_id,
  });
  const blockers: CloseBlocker[] = [
    ...requests.map((r) => ({
      kind: r.kind as CloseBlockerKind,
      id: r.id,
      employee: employee(r),
      from: r.start_date,
      to: r.end_date,
      clock_in_local: null,
    })),
    ...days.map((d) => ({
      kind: 'open_day' as const,
      id: d.id,
      employee: employee(d),
      from: d.date,
      to: d.date,
      clock_in_local: d.clock_in ? localTimeOf(d.clock_in) : null,
    })),
  ]
    .sort((a, b) => a.from.localeCompare(b.from) || a.id - b.id)
    .slice(0, max);
  return {
    month,
    from,
    to,
    closed: period.closed,
    ended: to < businessToday(),
    total: requestTotal.n + dayTotal.n,
    blockers,
  };
}
