// Queries of leave types, and of what uses a type (its requests and balances).
import type { Insertable, Kysely, Updateable } from 'kysely';

import type { DB, LeaveTypeTable } from '../../db/schema.ts';
import { containsText } from '../../lib/like.ts';

export function findLeaveType(db: Kysely<DB>, id: number) {
  return db.selectFrom('leave_type').selectAll().where('id', '=', id).executeTakeFirst();
}

export type LeaveTypeRow = NonNullable<Awaited<ReturnType<typeof findLeaveType>>>;

export async function listLeaveTypeRows(db: Kysely<DB>, query: { page: number; limit: number; q?: string }) {
  const base = db.selectFrom('leave_type').$if(!!query.q, (q) => q.where(containsText('name', query.q!)));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('name')
      .orderBy('id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

export async function insertLeaveType(trx: Kysely<DB>, values: Insertable<LeaveTypeTable>): Promise<number> {
  const { id } = await trx.insertInto('leave_type').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateLeaveTypeRow(trx: Kysely<DB>, id: number, set: Updateable<LeaveTypeTable>) {
  await trx.updateTable('leave_type').set(set).where('id', '=', id).execute();
}

export async function countRequestsOfType(trx: Kysely<DB>, id: number): Promise<number> {
  const used = await trx
    .selectFrom('leave_request')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('leave_type_id', '=', id)
    .executeTakeFirstOrThrow();
  return used.n;
}

/** Whether HR adjusted some balance of the type (lines of a ledger, kept for its history). */
export async function hasAdjustedBalances(trx: Kysely<DB>, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom('leave_adjustment')
    .select('id')
    .where('leave_type_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** The type (its policy versions go with it; its balances are derived, nothing to keep). */
export async function deleteLeaveTypeRow(trx: Kysely<DB>, id: number) {
  await trx.deleteFrom('leave_type').where('id', '=', id).execute();
}
