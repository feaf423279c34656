// Leave balances per employee, type and year. A row is made the first time a year is touched (a request or
// an adjustment), carrying over last year's remaining days up to the type's limit. Until then the list
// shows what the row would hold. Pending and taken days move with requests in their transactions (a request is
// checked against the ledger, ledger-checks.ts); for paid types an adjustment's conditional update refuses
// anything that would take remaining below zero.
import type { Kysely } from 'kysely';
import type {
  LeaveBalanceAdjustBody,
  LeaveBalanceItem,
  LeaveBalanceListQuery,
} from '../../../contract/api/requests-leave.ts';
import type { Metadata } from '../../../contract/api/common.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { fullName } from '../../lib/names.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { businessToday } from '../../lib/time.ts';
import { logActivity } from '../activity-log/service.ts';
import * as repo from './balance-repository.ts';
import { recordAdjustment } from './ledger-service.ts';
import { findLeaveType } from './leave-type-repository.ts';

export interface BalanceType {
  id: number;
  name: string;
  paid: number;
  days_per_year: number;
  carry_over_limit: number;
}

interface Stored {
  carried_over: number;
  adjustment: number;
  taken: number;
  pending: number;
}

const num = (v: unknown) => Number(v ?? 0);
const remainingOf = (daysPerYear: number, b: Stored) =>
  num(daysPerYear) + num(b.carried_over) + num(b.adjustment) - num(b.taken) - num(b.pending);

/** Days carried into a year from the previous year's row: its remaining, within the type's limit. */
const carriedFrom = (type: BalanceType, previous: Stored | undefined) =>
  previous ? Math.max(0, Math.min(num(type.carry_over_limit), remainingOf(type.days_per_year, previous))) : 0;

/** The figures the API shows for a stored (or not yet stored) balance. */
function figures(type: BalanceType, stored: Stored) {
  const days = num(type.days_per_year);
  const entitled = days + num(stored.carried_over) + num(stored.adjustment);
  return {
    days_per_year: days,
    carried_over: num(stored.carried_over),
    adjustment: num(stored.adjustment),
    entitled,
    taken: num(stored.taken),
    pending: num(stored.pending),
    remaining: entitled - num(stored.taken) - num(stored.pending),
  };
}

/** The balance row, made now if this year has none. */
async function ensureBalance(trx: Kysely<DB>, employeeId: number, type: BalanceType, year: number) {
  const found = await repo.findBalance(trx, employeeId, type.id, year);
  if (found) return found;
  const previous = await repo.findBalance(trx, employeeId, type.id, year - 1);
  await repo.insertBalanceIfMissing(trx, employeeId, type.id, year, carriedFrom(type, previous));
  return (await repo.findBalance(trx, employeeId, type.id, year))!;
}

const fmt = (n: number) => String(n);
const plural = (n: number) => `${fmt(n)} ${n === 1 ? 'day' : 'days'}`;

/** Holds `days` as pending on the year's row (the ledger has already checked the request). */
export async function holdPending(trx: Kysely<DB>, employeeId: number, type: BalanceType, year: number, days: number) {
  const row = await ensureBalance(trx, employeeId, type, year);
  await repo.addPending(trx, row.id, days);
}

/** Final approval: pending days become taken. */
export async function takePending(trx: Kysely<DB>, employeeId: number, type: BalanceType, year: number, days: number) {
  const before = await ensureBalance(trx, employeeId, type, year);
  await repo.movePendingToTaken(trx, before.id, days);
  const after = (await repo.findBalance(trx, employeeId, type.id, year))!;
  return { before: figures(type, before), after: figures(type, after) };
}

/** Rejected or cancelled: the held days return. */
export async function releasePending(
  trx: Kysely<DB>,
  employeeId: number,
  type: BalanceType,
  year: number,
  days: number,
) {
  const row = await ensureBalance(trx, employeeId, type, year);
  await repo.releasePendingDays(trx, row.id, days);
}

/** Every (employee, leave type) pair for the year, with stored figures or the ones a new row would get. */
export async function listBalances(
  db: Database,
  q: LeaveBalanceListQuery,
): Promise<{ data: LeaveBalanceItem[]; metadata: Metadata }> {
  const year = q.year ?? Number(businessToday().slice(0, 4));
  const { rows, total } = await repo.listBalancePairs(db.kysely, q, year);
  const data: LeaveBalanceItem[] = rows.map((r) => {
    const type: BalanceType = {
      id: r.type_id,
      name: r.type_name,
      paid: r.paid,
      days_per_year: r.days_per_year,
      carry_over_limit: r.carry_over_limit,
    };
    const previous =
      r.previous_id == null
        ? undefined
        : { carried_over: r.p_carried_over!, adjustment: r.p_adjustment!, taken: r.p_taken!, pending: r.p_pending! };
    const stored: Stored =
      r.balance_id == null
        ? { carried_over: carriedFrom(type, previous), adjustment: 0, taken: 0, pending: 0 }
        : { carried_over: r.carried_over!, adjustment: r.adjustment!, taken: r.taken!, pending: r.pending! };
    return {
      employee: { id: r.employee_id, staff_id: r.staff_id, full_name: fullName(r) },
      leave_type: { id: type.id, name: type.name, paid: type.paid === 1 },
      year,
      ...figures(type, stored),
    };
  });
  return { data, metadata: pageMetadata(q.page, q.limit, total) };
}

/** The day an adjustment of a year counts from in the ledger: today in the current year, else that year's end or start. */
function adjustmentDate(year: number): string {
  const today = businessToday();
  const current = Number(today.slice(0, 4));
  return year === current ? today : year < current ? `${year}-12-31` : `${year}-01-01`;
}

/** Adds or removes days with a reason; a paid type's remaining never goes below zero. Logged. */
export function adjustBalance(db: Database, actor: Actor, body: LeaveBalanceAdjustBody): Promise<LeaveBalanceItem> {
  return db.tx(async (trx) => {
    const employee = await repo.findEmployeeRef(trx, body.employee_id);
    if (!employee) throw badRequest([{ field: 'employee_id', message: 'employee_id does not exist.' }]);
    const type = await findLeaveType(trx, body.leave_type_id);
    if (!type) throw badRequest([{ field: 'leave_type_id', message: 'leave_type_id does not exist.' }]);
    const before = await ensureBalance(trx, employee.id, type, body.year);
    if (!(await repo.addAdjustment(trx, before.id, type, body.days))) {
      throw badRequest([
        {
          field: 'days',
          message: `This would leave a negative balance: ${plural(remainingOf(type.days_per_year, before))} remaining.`,
        },
      ]);
    }
    const after = (await repo.findBalance(trx, employee.id, type.id, body.year))!;
    await recordAdjustment(trx, actor, {
      employeeId: employee.id,
      typeId: type.id,
      date: adjustmentDate(body.year),
      days: body.days,
      reason: body.reason,
    });
    const item: LeaveBalanceItem = {
      employee: { id: employee.id, staff_id: employee.staff_id, full_name: fullName(employee) },
      leave_type: { id: type.id, name: type.name, paid: type.paid === 1 },
      year: body.year,
      ...figures(type, after),
    };
    await logActivity(trx, actor, {
      action: 'adjust',
      resource: 'leaveBalance',
      recordId: after.id,
      before: { employee_id: employee.id, leave_type_id: type.id, year: body.year, ...figures(type, before) },
      after: { ...item, days: body.days, reason: body.reason },
    });
    return item;
  });
}
