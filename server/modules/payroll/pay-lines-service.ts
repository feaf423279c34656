// Pay lines (earnings and deductions, for everyone or one employee, over a span of months): listed, read, created,
// changed and deleted; a line an approved run has paid is kept as it is (409), corrected by an adjustment instead.
import type { Kysely } from 'kysely';
import type { PayLineBody, PayLineItem } from '../../../contract/api/payroll.ts';
import { PAYROLL_MESSAGES as M } from '../../../contract/api/payroll.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Page } from '../../http/list-route.ts';
import type { Actor } from '../../http/route.ts';
import { nowIso } from '../../lib/clock.ts';
import { fullName } from '../../lib/names.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { logActivity } from '../activity-log/service.ts';
import * as repo from './repository.ts';

export function toPayLine(r: repo.PayLineRow): PayLineItem {
  return {
    id: r.id,
    employee:
      r.employee_id == null
        ? null
        : { id: r.employee_id, name: fullName({ first_name: r.first_name ?? '', last_name: r.last_name ?? '' }) },
    kind: r.kind as PayLineItem['kind'],
    name: r.name,
    amount_cents: r.amount_cents,
    percent_bp: r.percent_bp,
    taxable: r.taxable === 1,
    benefit: r.benefit as PayLineItem['benefit'],
    from_month: r.from_month,
    to_month: r.to_month,
    adjusts: r.adjusts_payroll_id == null ? null : { payroll_id: r.adjusts_payroll_id, month: r.adjusts_month ?? '' },
    created_at: r.created_at,
  };
}

export async function listPayLines(
  db: Database,
  query: { page: number; limit: number; employee_id?: number; month?: string },
): Promise<Page<PayLineItem>> {
  const [rows, total] = await Promise.all([
    repo.findPayLines(db.kysely, query, query),
    repo.countPayLines(db.kysely, query),
  ]);
  return { data: rows.map(toPayLine), metadata: pageMetadata(query.page, query.limit, total) };
}

async function payLineIn(db: Kysely<DB>, id: number): Promise<repo.PayLineRow> {
  const row = await repo.findPayLine(db, id);
  if (!row) throw notFound(M.payLineNotFound);
  return row;
}

export const getPayLine = async (db: Database, id: number) => toPayLine(await payLineIn(db.kysely, id));

async function assertEmployee(db: Kysely<DB>, id: number | null | undefined) {
  if (id == null) return;
  const found = await db.selectFrom('employee').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw badRequest([{ field: 'employee_id', message: 'employee_id does not exist.' }]);
}

/** A pay line body as its row's columns. */
export const payLineValues = (b: PayLineBody) => ({
  employee_id: b.employee_id ?? null,
  kind: b.kind,
  name: b.name,
  amount_cents: b.amount_cents ?? null,
  percent_bp: b.percent_bp ?? null,
  taxable: b.taxable ? 1 : 0,
  benefit: b.benefit ?? null,
  from_month: b.from_month,
  to_month: b.to_month === undefined ? b.from_month : b.to_month,
});

export function createPayLine(db: Database, actor: Actor, body: PayLineBody): Promise<PayLineItem> {
  return db.tx(async (trx) => {
    await assertEmployee(trx, body.employee_id);
    const now = nowIso();
    const id = await repo.insertPayLine(trx, { ...payLineValues(body), created_at: now, updated_at: now });
    const item = toPayLine(await payLineIn(trx, id));
    await logActivity(trx, actor, { action: 'create', resource: 'deduction', recordId: id, after: item });
    return item;
  });
}

export function updatePayLine(db: Database, actor: Actor, id: number, body: PayLineBody): Promise<PayLineItem> {
  return db.tx(async (trx) => {
    const before = await payLineIn(trx, id);
    if (await repo.payLineUsedByApprovedRun(trx, before)) throw conflict(M.payLineUsed);
    await assertEmployee(trx, body.employee_id);
    await repo.updatePayLine(trx, id, { ...payLineValues(body), updated_at: nowIso() });
    const item = toPayLine(await payLineIn(trx, id));
    await logActivity(trx, actor, {
      action: 'update',
      resource: 'deduction',
      recordId: id,
      before: toPayLine(before),
      after: item,
    });
    return item;
  });
}

export function deletePayLine(db: Database, actor: Actor, id: number): Promise<void> {
  return db.tx(async (trx) => {
    const before = await payLineIn(trx, id);
    if (await repo.payLineUsedByApprovedRun(trx, before)) throw conflict(M.payLineUsed);
    await repo.deletePayLine(trx, id);
    await logActivity(trx, actor, { action: 'delete', resource: 'deduction', recordId: id, before: toPayLine(before) });
  });
}
