// Corrections to an approved run: never an edit of its payslips, a one-off pay line for the
// employee into the next month that has no approved run yet, flagged with the run it corrects. A draft run is
// corrected by changing its pay lines and regenerating it instead (409 here).
import type { Kysely } from 'kysely';
import type { AdjustmentBody, PayLineItem } from '../../../contract/api/payroll.ts';
import { PAYROLL_MESSAGES as M } from '../../../contract/api/payroll.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { nowIso } from '../../lib/clock.ts';
import { logActivity } from '../activity-log/service.ts';
import * as repo from './repository.ts';
import { toPayLine } from './pay-lines-service.ts';

export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The first month after `month` whose run, if any, is not approved. */
async function openMonthAfter(db: Kysely<DB>, month: string): Promise<string> {
  let m = nextMonth(month);
  while ((await repo.findRunByMonth(db, m))?.status === 'approved') m = nextMonth(m);
  return m;
}

export function addAdjustment(
  db: Database,
  actor: Actor,
  runId: number,
  body: AdjustmentBody,
): Promise<{ month: string; line: PayLineItem }> {
  return db.tx(async (trx) => {
    const run = await repo.findRun(trx, runId);
    if (!run) throw notFound(M.runNotFound);
    if (run.status !== 'approved') throw conflict(M.adjustDraft);
    if (!(await repo.hasPayslip(trx, runId, body.employee_id)))
      throw badRequest([{ field: 'employee_id', message: M.noPayslipInRun }]);
    const month = await openMonthAfter(trx, run.month);
    const now = nowIso();
    const id = await repo.insertPayLine(trx, {
      employee_id: body.employee_id,
      kind: body.kind,
      name: `${body.name} (correction of ${run.month})`,
      amount_cents: body.amount_cents,
      percent_bp: null,
      taxable: body.taxable ? 1 : 0,
      from_month: month,
      to_month: month,
      adjusts_payroll_id: runId,
      created_at: now,
      updated_at: now,
    });
    const line = toPayLine((await repo.findPayLine(trx, id))!);
    await logActivity(trx, actor, { action: 'adjust', resource: 'deduction', recordId: id, after: line });
    return { month, line };
  });
}
