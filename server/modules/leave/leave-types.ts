// Leave types: paid or unpaid, days per year, how many days carry over, whether a request needs an attachment.
import type { Kysely } from 'kysely';
import type { LeaveTypeBody, LeaveTypeItem, LeaveTypeUpdateBody } from '../../../contract/api/requests-leave.ts';
import type { Database } from '../../db/database.ts';
import { nowIso, toNumber } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { uniqueOr409 } from '../../lib/crud.ts';
import { containsText } from '../../lib/like.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { logActivity } from '../activity-log/repository.ts';

type Row = { id: number; name: string; description: string; paid: number; days_per_year: number; carry_over_limit: number; needs_attachment: number; created_at: string; updated_at: string };

export const toLeaveTypeItem = (r: Row): LeaveTypeItem => ({
  id: r.id,
  name: r.name,
  description: r.description,
  paid: r.paid === 1,
  days_per_year: Number(r.days_per_year),
  carry_over_limit: Number(r.carry_over_limit),
  needs_attachment: r.needs_attachment === 1,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export function findLeaveType(db: Kysely<DB>, id: number) {
  return db.selectFrom('leave_type').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listLeaveTypes(db: Database, query: { page: number; limit: number; q?: string }) {
  const base = db.kysely.selectFrom('leave_type').$if(!!query.q, (q) => q.where(containsText('name', query.q!)));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('name').orderBy('id').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toLeaveTypeItem), metadata: pageMetadata(query.page, query.limit, toNumber(count.n)) };
}

export async function getLeaveType(db: Kysely<DB>, id: number): Promise<LeaveTypeItem> {
  const row = await findLeaveType(db, id);
  if (!row) throw notFound('Leave type not found');
  return toLeaveTypeItem(row);
}

const taken = (name: string) => `leave type '${name}' already exists.`;

const columns = (b: Partial<LeaveTypeBody>) => ({
  ...(b.name !== undefined ? { name: b.name } : {}),
  ...(b.description !== undefined ? { description: b.description } : {}),
  ...(b.paid !== undefined ? { paid: b.paid ? 1 : 0 } : {}),
  ...(b.days_per_year !== undefined ? { days_per_year: b.days_per_year } : {}),
  ...(b.carry_over_limit !== undefined ? { carry_over_limit: b.carry_over_limit } : {}),
  ...(b.needs_attachment !== undefined ? { needs_attachment: b.needs_attachment ? 1 : 0 } : {}),
});

export function createLeaveType(db: Database, actor: Actor, body: LeaveTypeBody) {
  return uniqueOr409(taken(body.name), () =>
    db.tx(async (trx) => {
      const now = nowIso();
      const { id } = await trx
        .insertInto('leave_type')
        .values({ description: '', ...columns(body), created_at: now, updated_at: now } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const item = await getLeaveType(trx, id);
      await logActivity(trx, actor, { action: 'create', resource: 'leaveType', recordId: id, after: item });
      return item;
    }),
  );
}

export function updateLeaveType(db: Database, actor: Actor, id: number, body: LeaveTypeUpdateBody) {
  return uniqueOr409(taken(body.name ?? ''), () =>
    db.tx(async (trx) => {
      const before = await getLeaveType(trx, id);
      await trx.updateTable('leave_type').set({ ...columns(body), updated_at: nowIso() }).where('id', '=', id).execute();
      const after = await getLeaveType(trx, id);
      await logActivity(trx, actor, { action: 'update', resource: 'leaveType', recordId: id, before, after });
      return after;
    }),
  );
}

/** Refused while requests or balance adjustments use the type: they are history. */
export function deleteLeaveType(db: Database, actor: Actor, id: number) {
  return db.tx(async (trx) => {
    const before = await getLeaveType(trx, id);
    const used = await trx
      .selectFrom('leave_request')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('leave_type_id', '=', id)
      .executeTakeFirstOrThrow();
    const n = toNumber(used.n);
    if (n > 0) throw conflict(`This leave type is used by ${n} leave ${n === 1 ? 'request' : 'requests'}; it cannot be deleted.`);
    const adjusted = await trx.selectFrom('leave_balance').select('id').where('leave_type_id', '=', id).where('adjustment', '!=', 0).limit(1).executeTakeFirst();
    if (adjusted) throw conflict('This leave type has balance adjustments; it cannot be deleted.');
    // What is left are untouched balances (no requests, no adjustments): derived rows, nothing to keep.
    await trx.deleteFrom('leave_balance').where('leave_type_id', '=', id).execute();
    await trx.deleteFrom('leave_type').where('id', '=', id).execute();
    await logActivity(trx, actor, { action: 'delete', resource: 'leaveType', recordId: id, before });
  });
}
