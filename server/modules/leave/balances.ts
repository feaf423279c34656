// Leave balances per employee, type and year. A row is made the first time a year is touched (a request or
// an adjustment), carrying over last year's remaining days up to the type's limit. Until then the list
// shows what the row would hold. Pending and taken days move with requests in their transactions; for paid
// types a conditional update refuses anything that would take remaining below zero, even when two
// requests race.
import { sql, type Kysely } from 'kysely';
import type { LeaveBalanceAdjustBody, LeaveBalanceItem, LeaveBalanceListQuery } from '../../../contract/api/requests-leave.ts';
import type { Database } from '../../db/database.ts';
import { nowIso, toNumber } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { fullName } from '../../lib/crud.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { businessToday } from '../../lib/time.ts';
import { logActivity } from '../activity-log/repository.ts';
import { prefixRange } from '../employees/terms.ts';

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
const remainingOf = (daysPerYear: number, b: Stored) => num(daysPerYear) + num(b.carried_over) + num(b.adjustment) - num(b.taken) - num(b.pending);

/** Days carried into a year from the previous year's row: its remaining, within the type's limit. */
const carriedFrom = (type: BalanceType, previous: Stored | undefined) =>
  previous ? Math.max(0, Math.min(num(type.carry_over_limit), remainingOf(type.days_per_year, previous))) : 0;

/** The figures the API shows for a stored (or not yet stored) balance. */
export function figures(type: BalanceType, stored: Stored) {
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

const findRow = (trx: Kysely<DB>, employeeId: number, typeId: number, year: number) =>
  trx.selectFrom('leave_balance').selectAll().where('employee_id', '=', employeeId).where('leave_type_id', '=', typeId).where('year', '=', year).executeTakeFirst();

/** The balance row, made now if this year has none. */
export async function ensureBalance(trx: Kysely<DB>, employeeId: number, type: BalanceType, year: number) {
  const found = await findRow(trx, employeeId, type.id, year);
  if (found) return found;
  const previous = await findRow(trx, employeeId, type.id, year - 1);
  const now = nowIso();
  await trx
    .insertInto('leave_balance')
    .values({ employee_id: employeeId, leave_type_id: type.id, year, carried_over: carriedFrom(type, previous), adjustment: 0, taken: 0, pending: 0, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['employee_id', 'leave_type_id', 'year']).doNothing())
    .execute();
  return (await findRow(trx, employeeId, type.id, year))!;
}

const fmt = (n: number) => String(n);
const plural = (n: number) => `${fmt(n)} ${n === 1 ? 'day' : 'days'}`;

/** Holds `days` as pending. A paid type refuses to go below zero remaining (400 on leave_type_id). */
export async function reservePending(trx: Kysely<DB>, employeeId: number, type: BalanceType, year: number, days: number) {
  const row = await ensureBalance(trx, employeeId, type, year);
  const result = await trx
    .updateTable('leave_balance')
    .set({ pending: sql`pending + ${days}`, updated_at: nowIso() })
    .where('id', '=', row.id)
    .$if(type.paid === 1, (q) => q.where(sql<number>`${num(type.days_per_year)} + carried_over + adjustment - taken - pending`, '>=', days))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const now = (await findRow(trx, employeeId, type.id, year))!;
    const remaining = remainingOf(type.days_per_year, now);
    throw badRequest([
      { field: 'leave_type_id', message: `Not enough ${type.name} balance for ${year}: ${plural(days)} requested, ${plural(remaining)} remaining.` },
    ]);
  }
  return row;
}

/** Final approval: pending days become taken. */
export async function takePending(trx: Kysely<DB>, employeeId: number, type: BalanceType, year: number, days: number) {
  const before = await ensureBalance(trx, employeeId, type, year);
  await trx
    .updateTable('leave_balance')
    .set({ pending: sql`pending - ${days}`, taken: sql`taken + ${days}`, updated_at: nowIso() })
    .where('id', '=', before.id)
    .execute();
  const after = (await findRow(trx, employeeId, type.id, year))!;
  return { before: figures(type, before), after: figures(type, after) };
}

/** Rejected or cancelled: the held days return. */
export async function releasePending(trx: Kysely<DB>, employeeId: number, type: BalanceType, year: number, days: number) {
  const row = await ensureBalance(trx, employeeId, type, year);
  await trx.updateTable('leave_balance').set({ pending: sql`pending - ${days}`, updated_at: nowIso() }).where('id', '=', row.id).execute();
}

function matchingEmployees(db: Kysely<DB>, q: LeaveBalanceListQuery) {
  return db
    .selectFrom('employee as e')
    .leftJoin('team as t', 't.id', 'e.team_id')
    .innerJoin('leave_type as lt', (join) => join.onTrue())
    // Current staff, unless one person is asked for by id.
    .$if(!q.employee_id, (x) => x.where('e.status', '=', 'active'))
    .$if(!!q.employee_id, (x) => x.where('e.id', '=', q.employee_id!))
    .$if(!!q.department_id, (x) => x.where('t.department_id', '=', q.department_id!))
    .$if(!!q.team_id, (x) => x.where('e.team_id', '=', q.team_id!))
    .$if(!!q.leave_type_id, (x) => x.where('lt.id', '=', q.leave_type_id!))
    .$if(!!q.q, (x) => {
      const [from, to] = prefixRange(q.q!);
      return x.where('e.id', 'in', (eb) => eb.selectFrom('employee_term').select('employee_id').where('term', '>=', from).where('term', '<', to));
    });
}

/** Every (employee, leave type) pair for the year, with stored figures or the ones a new row would get. */
export async function listBalances(db: Database, q: LeaveBalanceListQuery) {
  const year = q.year ?? Number(businessToday().slice(0, 4));
  const base = matchingEmployees(db.kysely, q);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('leave_balance as b', (join) => join.onRef('b.employee_id', '=', 'e.id').onRef('b.leave_type_id', '=', 'lt.id').on('b.year', '=', year))
      .leftJoin('leave_balance as p', (join) => join.onRef('p.employee_id', '=', 'e.id').onRef('p.leave_type_id', '=', 'lt.id').on('p.year', '=', year - 1))
      .select([
        'e.id as employee_id', 'e.staff_id', 'e.first_name', 'e.last_name',
        'lt.id as type_id', 'lt.name as type_name', 'lt.paid', 'lt.days_per_year', 'lt.carry_over_limit',
        'b.id as balance_id', 'b.carried_over', 'b.adjustment', 'b.taken', 'b.pending',
        'p.carried_over as p_carried_over', 'p.adjustment as p_adjustment', 'p.taken as p_taken', 'p.pending as p_pending',
        'p.id as previous_id',
      ])
      .orderBy('e.first_name')
      .orderBy('e.last_name')
      .orderBy('e.id')
      .orderBy('lt.name')
      .orderBy('lt.id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const data: LeaveBalanceItem[] = rows.map((r) => {
    const type: BalanceType = { id: r.type_id, name: r.type_name, paid: r.paid, days_per_year: r.days_per_year, carry_over_limit: r.carry_over_limit };
    const previous = r.previous_id == null ? undefined : { carried_over: r.p_carried_over!, adjustment: r.p_adjustment!, taken: r.p_taken!, pending: r.p_pending! };
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
  return { data, metadata: pageMetadata(q.page, q.limit, toNumber(count.n)) };
}

/** Adds or removes days with a reason; a paid type's remaining never goes below zero. Logged. */
export function adjustBalance(db: Database, actor: Actor, body: LeaveBalanceAdjustBody): Promise<LeaveBalanceItem> {
  return db.tx(async (trx) => {
    const employee = await trx.selectFrom('employee').select(['id', 'staff_id', 'first_name', 'last_name']).where('id', '=', body.employee_id).executeTakeFirst();
    if (!employee) throw badRequest([{ field: 'employee_id', message: 'employee_id does not exist.' }]);
    const type = await trx.selectFrom('leave_type').selectAll().where('id', '=', body.leave_type_id).executeTakeFirst();
    if (!type) throw badRequest([{ field: 'leave_type_id', message: 'leave_type_id does not exist.' }]);
    const before = await ensureBalance(trx, employee.id, type, body.year);
    const result = await trx
      .updateTable('leave_balance')
      .set({ adjustment: sql`adjustment + ${body.days}`, updated_at: nowIso() })
      .where('id', '=', before.id)
      .$if(type.paid === 1 && body.days < 0, (q) => q.where(sql<number>`${num(type.days_per_year)} + carried_over + adjustment - taken - pending + ${body.days}`, '>=', 0))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw badRequest([{ field: 'days', message: `This would leave a negative balance: ${plural(remainingOf(type.days_per_year, before))} remaining.` }]);
    }
    const after = (await findRow(trx, employee.id, type.id, body.year))!;
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
