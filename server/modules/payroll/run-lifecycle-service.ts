// A run's lifecycle: generated with every payslip, regenerated while a draft, approved (which locks it and the
// month's attendance). A generation or regeneration computes in a read snapshot (compute-then-write.ts), so it
// holds no write lock while it computes, then writes in several short transactions: a generation under a status
// no reader sees until the run is whole (run-writing.ts), a regeneration its new payslips beside the run's own
// until one short transaction switches the run to them (run-regeneration.ts). An approval while a regeneration
// writes is refused (409), not made to wait.
//
// Choices:
// - A negative net refuses the whole generation (409, the employee named); the preview flags it instead.
// - A regeneration without rates keeps the run's; a new tax rate alone carries the NSSF rate with it.
import { formatUsd } from '../../../contract/money.ts';
import type { Kysely } from 'kysely';
import type { GenerateBody, PayrollRun } from '../../../contract/api/payroll.ts';
import { PAYROLL_MESSAGES as M } from '../../../contract/api/payroll.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { uniqueOr409 } from '../../http/write-guards.ts';
import { nowIso } from '../../lib/clock.ts';
import { logActivity } from '../activity-log/service.ts';
import { computeThenWriteInSteps, type Rates } from './compute-then-write.ts';
import { assertMonth, computeMonth, rateFor, totalsOf, type ComputedEmployee } from './month-computation.ts';
import { toRun } from './payroll-items.ts';
import { frozenTaxStatus } from './payslip-tax-status.ts';
import * as repo from './repository.ts';
import { beingRegenerated, rewriteRunInSteps } from './run-regeneration.ts';
import { clearAbandonedRuns, writeRunInSteps } from './run-writing.ts';

/** How far a generation is: the month computed, then payslips written (done of total). */
export type GenerationProgress = (phase: 'computing' | 'writing', done: number, total: number) => Promise<void> | void;

/** A month's payslips computed, refused whole (409) when anyone's net would be negative. */
async function computePayslips(
  db: Kysely<DB>,
  month: string,
  rates: Rates,
  progress: GenerationProgress = () => {},
): Promise<ComputedEmployee[]> {
  await progress('computing', 0, 1);
  const computed = await computeMonth(db, month, rates.tax, { nssfRate: rates.nssf });
  await progress('computing', 1, 1);
  const negative = computed.find((c) => c.slip.net_cents < 0);
  if (negative) throw conflict(M.negativeNet(negative.name, formatUsd(negative.slip.net_cents)));
  return computed;
}

/** A payslip as written, but for its run and time. */
type PayslipValues = Omit<repo.NewPayslip, 'payroll_id' | 'created_at'>;

/** The computed payslips as rows, built before the write transaction: their lines' JSON is most of the work. */
function payslipValues(computed: ComputedEmployee[], rates: Rates): PayslipValues[] {
  return computed.map(({ employee: e, name, slip, unpaidHalfDays, overtimeMinutes }) => ({
    employee_id: e.id,
    employee_name: name,
    staff_id: e.staff_id,
    position: e.position,
    department_id: e.department_id,
    department_name: e.department_name,
    bank_name: e.bank_name,
    bank_account: e.bank_account,
    exchange_rate: rates.tax,
    nssf_exchange_rate: rates.nssf,
    base_cents: e.salary_cents,
    gross_cents: slip.gross_cents,
    taxable_cents: slip.taxable_cents,
    tax_riel: slip.tax_riel,
    tax_cents: slip.tax_cents,
    employee_nssf_cents: slip.employee_nssf_cents,
    employer_cents: slip.employer_cents,
    net_cents: slip.net_cents,
    net_riel: slip.net_riel,
    unpaid_half_days: unpaidHalfDays,
    overtime_minutes: overtimeMinutes,
    lines: JSON.stringify(slip.lines),
    employer_lines: JSON.stringify(slip.employer_lines),
    ...frozenTaxStatus(e),
  }));
}

/** Everything the write transaction needs, computed in the snapshot. */
interface ComputedRun {
  month: string;
  rates: Rates;
  computed: ComputedEmployee[];
  slips: PayslipValues[];
}

async function computeRun(
  db: Kysely<DB>,
  month: string,
  rates: Rates,
  progress?: GenerationProgress,
): Promise<ComputedRun> {
  const computed = await computePayslips(db, month, rates, progress);
  return { month, rates, computed, slips: payslipValues(computed, rates) };
}

async function assertGeneratable(db: Kysely<DB>, month: string) {
  await assertMonth(db, month);
  if (!(await repo.isClosed(db, month))) throw conflict(M.notClosed(month));
}

/** The refusals a generation would meet, checked before it starts (a progress stream opens only after them);
 * the generation checks them again. */
export async function checkGenerate(db: Database, body: GenerateBody): Promise<void> {
  if (await repo.findRunByMonth(db.kysely, body.month)) throw conflict(M.alreadyGenerated(body.month));
  await assertGeneratable(db.kysely, body.month);
  await rateFor(db.kysely, body.exchange_rate);
}

export async function generatePayroll(
  db: Database,
  actor: Actor,
  body: GenerateBody,
  progress: GenerationProgress = () => {},
): Promise<PayrollRun> {
  // Before computing: deleting one changes the inputs' version the computation is checked against.
  await clearAbandonedRuns(db);
  return uniqueOr409(M.alreadyGenerated(body.month), () =>
    computeThenWriteInSteps(
      db,
      async (snap) => {
        if (await repo.findRunByMonth(snap, body.month)) throw conflict(M.alreadyGenerated(body.month));
        await assertGeneratable(snap, body.month);
        const rate = await rateFor(snap, body.exchange_rate);
        const rates = { tax: rate, nssf: body.nssf_exchange_rate ?? rate };
        return computeRun(snap, body.month, rates, progress);
      },
      ({ rates, computed, slips }, version) => {
        const now = nowIso();
        // The run's unique month is the last word on exactly-once: the hidden run holds it from the first step.
        return writeRunInSteps(db, version, {
          insert: (trx, hidden) =>
            repo.insertRun(trx, {
              month: body.month,
              exchange_rate: rates.tax,
              nssf_exchange_rate: rates.nssf,
              headcount: computed.length,
              ...totalsOf(computed),
              generated_by_id: actor.id || null,
              generated_by_username: actor.username,
              generated_at: now,
              created_at: now,
              ...hidden,
            }),
          payslips: slips.map((slip) => ({ ...slip, created_at: now })),
          show: async (trx, id) => {
            await repo.updateRun(trx, id, { status: 'draft', writer: null, updated_at: now });
            return loggedRun(trx, actor, 'create', id);
          },
          onBatch: (done, total) => progress('writing', done, total),
        });
      },
    ),
  );
}

/** The run as it now stands, logged as the actor's action on it (with the run as it was, when it was). */
async function loggedRun(
  trx: Kysely<DB>,
  actor: Actor,
  action: 'create' | 'regenerate' | 'approve',
  id: number,
  before?: repo.RunRow,
): Promise<PayrollRun> {
  const run = toRun((await repo.findRun(trx, id))!);
  await logActivity(trx, actor, {
    action,
    resource: 'payroll',
    recordId: id,
    before: before && toRun(before),
    after: run,
  });
  return run;
}

async function draftRun(trx: Kysely<DB>, id: number): Promise<repo.RunRow> {
  const run = await repo.findRun(trx, id);
  if (!run) throw notFound(M.runNotFound);
  if (run.status !== 'draft') throw conflict(M.locked);
  return run;
}

export async function regeneratePayroll(
  db: Database,
  actor: Actor,
  id: number,
  body: { exchange_rate?: number; nssf_exchange_rate?: number },
): Promise<PayrollRun> {
  // A regeneration whose writer died holds the run until it is cleared.
  await clearAbandonedRuns(db);
  return computeThenWriteInSteps(
    db,
    async (snap) => {
      const before = await draftRun(snap, id);
      await assertGeneratable(snap, before.month);
      const rate = body.exchange_rate ?? before.exchange_rate;
      // A new tax rate alone carries the NSSF rate with it, as at generation.
      const rates = {
        tax: rate,
        nssf: body.nssf_exchange_rate ?? body.exchange_rate ?? before.nssf_exchange_rate ?? rate,
      };
      return computeRun(snap, before.month, rates);
    },
    ({ rates, computed, slips }, version) => {
      const now = nowIso();
      return rewriteRunInSteps(db, id, version, {
        check: (trx) => draftRun(trx, id),
        payslips: slips.map((slip) => ({ ...slip, created_at: now })),
        show: async (trx, before) => {
          await repo.updateRun(trx, id, {
            headcount: computed.length,
            ...totalsOf(computed),
            exchange_rate: rates.tax,
            nssf_exchange_rate: rates.nssf,
            generated_by_id: actor.id || null,
            generated_by_username: actor.username,
            generated_at: now,
            updated_at: now,
          });
          return loggedRun(trx, actor, 'regenerate', id, before);
        },
      });
    },
  );
}

export async function approvePayroll(db: Database, actor: Actor, id: number): Promise<PayrollRun> {
  // A regeneration whose writer died would refuse the approval until it is cleared.
  await clearAbandonedRuns(db);
  return db.tx(async (trx) => {
    const before = await draftRun(trx, id);
    // Approved as a reader sees it, never while a regeneration is about to change it.
    if (beingRegenerated(before)) throw conflict(M.regenerating(before.month));
    // Approval locks the month's attendance closed: it must still be closed (it may have been reopened since).
    if (!(await repo.isClosed(trx, before.month))) throw conflict(M.notClosedToApprove(before.month));
    const now = nowIso();
    const approved = await repo.approveRun(trx, id, {
      approved_by_id: actor.id || null,
      approved_by_username: actor.username,
      approved_at: now,
      updated_at: now,
    });
    if (!approved) throw conflict(M.locked);
    return loggedRun(trx, actor, 'approve', id, before);
  });
}
