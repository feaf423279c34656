// Leave types: paid or unpaid, days per year, how many days carry over, whether a request needs an attachment.
import type { Kysely } from 'kysely';
import type { LeaveTypeBody, LeaveTypeItem, LeaveTypeUpdateBody } from '../../../contract/api/leave.ts';
import type { Metadata } from '../../../contract/api/common.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { uniqueOr409 } from '../../http/write-guards.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { logActivity } from '../activity-log/service.ts';
import * as repo from './leave-type-repository.ts';

const toLeaveTypeItem = (r: repo.LeaveTypeRow): LeaveTypeItem => ({
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

export async function listLeaveTypes(
  db: Database,
  query: { page: number; limit: number; q?: string },
): Promise<{ data: LeaveTypeItem[]; metadata: Metadata }> {
  const { rows, total } = await repo.listLeaveTypeRows(db.kysely, query);
  return { data: rows.map(toLeaveTypeItem), metadata: pageMetadata(query.page, query.limit, total) };
}

export async function getLeaveType(db: Kysely<DB>, id: number): Promise<LeaveTypeItem> {
  const row = await repo.findLeaveType(db, id);
  if (!row) throw notFound('Leave type not found');
  return toLeaveTypeItem(row);
}

const taken = (name: string) => `leave type '${name}' already exists.`;

const columns = (b: LeaveTypeUpdateBody) => ({
  ...(b.name !== undefined ? { name: b.name } : {}),
  ...(b.description !== undefined ? { description: b.description } : {}),
  ...(b.paid !== undefined ? { paid: b.paid ? 1 : 0 } : {}),
  ...(b.days_per_year !== undefined ? { days_per_year: b.days_per_year } : {}),
  ...(b.carry_over_limit !== undefined ? { carry_over_limit: b.carry_over_limit } : {}),
  ...(b.needs_attachment !== undefined ? { needs_attachment: b.needs_attachment ? 1 : 0 } : {}),
});

export function createLeaveType(db: Database, actor: Actor, body: LeaveTypeBody): Promise<LeaveTypeItem> {
  return uniqueOr409(taken(body.name), () =>
    db.tx(async (trx) => {
      const now = nowIso();
      const id = await repo.insertLeaveType(trx, {
        name: body.name,
        description: body.description ?? '',
        paid: body.paid ? 1 : 0,
        days_per_year: body.days_per_year,
        carry_over_limit: body.carry_over_limit,
        needs_attachment: body.needs_attachment ? 1 : 0,
        created_at: now,
        updated_at: now,
      });
      const item = await getLeaveType(trx, id);
      await logActivity(trx, actor, { action: 'create', resource: 'leaveType', recordId: id, after: item });
      return item;
    }),
  );
}

export function updateLeaveType(
  db: Database,
  actor: Actor,
  id: number,
  body: LeaveTypeUpdateBody,
): Promise<LeaveTypeItem> {
  return uniqueOr409(taken(body.name ?? ''), () =>
    db.tx(async (trx) => {
      const before = await getLeaveType(trx, id);
      await repo.updateLeaveTypeRow(trx, id, { ...columns(body), updated_at: nowIso() });
      const after = await getLeaveType(trx, id);
      await logActivity(trx, actor, { action: 'update', resource: 'leaveType', recordId: id, before, after });
      return after;
    }),
  );
}

/** Refused while requests or balance adjustments use the type: they are history. */
export function deleteLeaveType(db: Database, actor: Actor, id: number): Promise<void> {
  return db.tx(async (trx) => {
    const before = await getLeaveType(trx, id);
    const n = await repo.countRequestsOfType(trx, id);
    if (n > 0)
      throw conflict(
        `This leave type is used by ${n} leave ${n === 1 ? 'request' : 'requests'}; it cannot be deleted.`,
      );
    if (await repo.hasAdjustedBalances(trx, id))
      throw conflict('This leave type has balance adjustments; it cannot be deleted.');
    await repo.deleteLeaveTypeRow(trx, id);
    await logActivity(trx, actor, { action: 'delete', resource: 'leaveType', recordId: id, before });
  });
}
