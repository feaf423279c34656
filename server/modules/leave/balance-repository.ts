// Queries of leave balances: one row per employee, type and year. The guarded adjustment refuses, in the same
// statement, anything that would take a paid type's remaining below zero.
import { prefixRange } from '../../lib/search-terms.ts';
import { sql, type Kysely } from 'kysely';
import type { LeaveBalanceListQuery } from '../../../contract/api/requests-leave.ts';

import { nowIso } from '../../lib/clock.ts';
import type { DB } from '../../db/schema.ts';

/** What the guards need of a type. */
export interface TypeLimits {
  id: number;
  paid: number;
  days_per_year: number;
}

export function findBalance(trx: Kysely<DB>, employeeId: number, typeId: number, year: number) {
  return trx
    .selectFrom('leave_balance')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('leave_type_id', '=', typeId)
    .where('year', '=', year)
    .executeTakeFirst();
}

export type BalanceRow = NonNullable<Awaited<ReturnType<typeof findBalance>>>;

/** Makes the row unless it exists (a racing insert of the same row is not an error). */
export async function insertBalanceIfMissing(
  trx: Kysely<DB>,
  employeeId: number,
  typeId: number,
  year: number,
  carriedOver: number,
) {
  const now = nowIso();
  await trx
    .insertInto('leave_balance')
    .values({
      employee_id: employeeId,
      leave_type_id: typeId,
      year,
      carried_over: carriedOver,
      adjustment: 0,
      taken: 0,
      pending: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['employee_id', 'leave_type_id', 'year']).doNothing())
    .execute();
}

/** remaining − extra, as SQL on the row (the type's days per year are a parameter). */
const remainingAfter = (type: TypeLimits, extra: number) =>
  sql<number>`${Number(type.days_per_year)} + carried_over + adjustment - taken - pending - ${extra}`;

/** Holds days as pending. */
export async function addPending(trx: Kysely<DB>, balanceId: number, days: number) {
  await trx
    .updateTable('leave_balance')
    .set({ pending: sql`pending + ${days}`, updated_at: nowIso() })
    .where('id', '=', balanceId)
    .execute();
}

export async function movePendingToTaken(trx: Kysely<DB>, balanceId: number, days: number) {
  await trx
    .updateTable('leave_balance')
    .set({ pending: sql`pending - ${days}`, taken: sql`taken + ${days}`, updated_at: nowIso() })
    .where('id', '=', balanceId)
    .execute();
}

export async function releasePendingDays(trx: Kysely<DB>, balanceId: number, days: number) {
  await trx
    .updateTable('leave_balance')
    .set({ pending: sql`pending - ${days}`, updated_at: nowIso() })
    .where('id', '=', balanceId)
    .execute();
}

/** Adds (or removes) days; removing from a paid type only while remaining stays at zero or more. False when refused. */
export async function addAdjustment(
  trx: Kysely<DB>,
  balanceId: number,
  type: TypeLimits,
  days: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('leave_balance')
    .set({ adjustment: sql`adjustment + ${days}`, updated_at: nowIso() })
    .where('id', '=', balanceId)
    .$if(type.paid === 1 && days < 0, (q) => q.where(remainingAfter(type, -days), '>=', 0))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The employee a balance is for, as the list shows them. */
export function findEmployeeRef(trx: Kysely<DB>, id: number) {
  return trx
    .selectFrom('employee')
    .select(['id', 'staff_id', 'first_name', 'last_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

function matchingPairs(db: Kysely<DB>, q: LeaveBalanceListQuery) {
  return (
    db
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
        return x.where('e.id', 'in', (eb) =>
          eb.selectFrom('employee_term').select('employee_id').where('term', '>=', from).where('term', '<', to),
        );
      })
  );
}

/** A page of (employee, leave type) pairs with the year's row and last year's (either may be missing). */
export async function listBalancePairs(db: Kysely<DB>, q: LeaveBalanceListQuery, year: number) {
  const base = matchingPairs(db, q);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('leave_balance as b', (join) =>
        join.onRef('b.employee_id', '=', 'e.id').onRef('b.leave_type_id', '=', 'lt.id').on('b.year', '=', year),
      )
      .leftJoin('leave_balance as p', (join) =>
        join
          .onRef('p.employee_id', '=', 'e.id')
          .onRef('p.leave_type_id', '=', 'lt.id')
          .on('p.year', '=', year - 1),
      )
      .select([
        'e.id as employee_id',
        'e.staff_id',
        'e.first_name',
        'e.last_name',
        'lt.id as type_id',
        'lt.name as type_name',
        'lt.paid',
        'lt.days_per_year',
        'lt.carry_over_limit',
        'b.id as balance_id',
        'b.carried_over',
        'b.adjustment',
        'b.taken',
        'b.pending',
        'p.carried_over as p_carried_over',
        'p.adjustment as p_adjustment',
        'p.taken as p_taken',
        'p.pending as p_pending',
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
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}
