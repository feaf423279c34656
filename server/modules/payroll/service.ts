// Payroll: pay lines, the preview of the month computed for every employee (month-computation.ts), the run
// written in one transaction with every payslip (generate, regenerate a draft), approval that locks it, payslips
// and the register export.
//
// Choices:
// - Who is paid: employees with status active who joined by the period's last day; resigned employees are not
//   (they appear in the preview's `left` when they were paid last month). No proration for a mid-month join.
// - A month is refused as future when it is after the period of today; the attendance close is what says the
//   month is over (generation needs attendance_close for the month).
// - exchange_rate may be left out: the latest run's rate is used; with no run yet it is required (400).
// - A negative net refuses the whole generation (409, the employee named); the preview flags it instead.
// - An employee linked to a user sees their own payslips of approved runs only (a draft may still change).
import { datesBetween } from '../../../contract/dates.ts';
import { formatUsd } from '../../../contract/money.ts';
import type { Kysely } from 'kysely';
import type {
  GenerateBody,
  PayLineBody,
  PayLineItem,
  PayslipItem,
  PayslipLine,
  PayslipRow,
  PayrollRun,
  PreviewData,
  PreviewRow,
} from '../../../contract/api/payroll.ts';
import { PAYROLL_MESSAGES as M, ATTENDANCE_PAY_LINE, CHANGE_REASONS } from '../../../contract/api/payroll.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { holdsPayrollRead } from '../../auth/privileges.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { ExportFile } from '../../http/export-route.ts';
import type { Page } from '../../http/list-route.ts';
import type { Actor } from '../../http/route.ts';
import { uniqueOr409 } from '../../http/write-guards.ts';
import { nowIso } from '../../lib/clock.ts';
import { fullName } from '../../lib/names.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { logActivity } from '../activity-log/service.ts';
import { periodDates } from '../attendance/derive-service.ts';
import { frozenTaxStatus } from './payslip-tax-status.ts';
import { registerXlsx } from './register-xlsx.ts';
import * as repo from './repository.ts';
import { assertMonth, computeMonth, rateFor, type ComputedEmployee } from './month-computation.ts';

// --- pay lines

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

// --- preview

const sumOf = (lines: readonly { code: string; amount_cents: number }[], code: string) =>
  lines.filter((l) => l.code === code).reduce((s, l) => s + l.amount_cents, 0);
const overtimeOf = (lines: readonly { code: string; amount_cents: number }[]) =>
  lines.filter((l) => l.code.startsWith('overtime_')).reduce((s, l) => s + l.amount_cents, 0);

function reasonsFor(
  c: ComputedEmployee,
  prev: repo.PayslipRow | undefined,
  prevRun: repo.RunRow | undefined,
  rate: number,
): PreviewRow['reasons'] {
  if (!prevRun) return [];
  if (!prev) return ['joined'];
  const before = JSON.parse(prev.lines) as PayslipLine[];
  const now = c.slip.lines;
  const reasons = new Set<(typeof CHANGE_REASONS)[number]>();
  if (prev.base_cents !== c.employee.salary_cents) reasons.add('salary_changed');
  if (prev.exchange_rate !== rate) reasons.add('rate_changed');
  const leave = (ls: readonly PayslipLine[]) => sumOf(ls, 'unpaid_leave') + sumOf(ls, 'part_paid_leave');
  if (leave(before) !== leave(now)) reasons.add('unpaid_leave');
  if (sumOf(before, 'absence') !== sumOf(now, 'absence')) reasons.add('absence');
  if (overtimeOf(before) !== overtimeOf(now)) reasons.add('overtime');
  const payLines = (ls: readonly PayslipLine[]) =>
    JSON.stringify(ls.filter((l) => l.code === 'pay_line').map((l) => [l.name, l.kind, l.amount_cents]));
  if (payLines(before) !== payLines(now)) reasons.add('pay_lines');
  if (reasons.size === 0 && prev.net_cents !== c.slip.net_cents) reasons.add('tax_or_nssf');
  return [...reasons];
}

export async function previewPayroll(
  db: Database,
  query: { month: string; exchange_rate?: number; nssf_exchange_rate?: number },
): Promise<PreviewData> {
  const k = db.kysely;
  await assertMonth(k, query.month);
  const rate = await rateFor(k, query.exchange_rate);
  const nssfRate = query.nssf_exchange_rate ?? rate;
  const { from, to } = await periodDates(k, query.month);
  const [computed, prevRun, recorded, punched] = await Promise.all([
    computeMonth(k, query.month, rate, { nssfRate }),
    repo.runBefore(k, query.month),
    repo.recordedDays(k, from, to),
    repo.anyPunch(k, from, to),
  ]);
  const prevSlips = new Map((prevRun ? await repo.runPayslips(k, prevRun.id) : []).map((p) => [p.employee_id, p]));
  const rows: PreviewRow[] = computed.map((c) => {
    const prev = prevSlips.get(c.employee.id);
    const warnings: PreviewRow['warnings'] = [];
    if (c.employee.salary_cents <= 0) warnings.push('no_salary');
    if (!c.employee.bank_account.trim()) warnings.push('no_bank_account');
    if (c.slip.net_cents < 0) warnings.push('negative_net');
    // What the month contradicts: nobody paid for a month they never came, nor rewarded for attendance they lacked.
    if (absentAllMonth(c, recorded.get(c.employee.id), from, to)) warnings.push('absent_all_month');
    if (c.absentDays > 0 && c.slip.lines.some(rewardsAttendance)) warnings.push('attendance_pay_while_absent');
    return {
      employee_id: c.employee.id,
      employee_name: c.name,
      staff_id: c.employee.staff_id,
      department: department(c.employee.department_id, c.employee.department_name),
      base_cents: c.employee.salary_cents,
      gross_pay: c.slip.gross_cents,
      tax_cents: c.slip.tax_cents,
      employee_nssf_cents: c.slip.employee_nssf_cents,
      employer_cents: c.slip.employer_cents,
      net_pay: c.slip.net_cents,
      previous_net_pay: prev?.net_cents ?? null,
      change_cents: c.slip.net_cents - (prev?.net_cents ?? 0),
      reasons: reasonsFor(c, prev, prevRun, rate),
      warnings,
    };
  });
  const paid = new Set(computed.map((c) => c.employee.id));
  const totals = totalsOf(computed);
  return {
    month: query.month,
    exchange_rate: rate,
    nssf_exchange_rate: nssfRate,
    previous_month: prevRun?.month ?? null,
    headcount: computed.length,
    gross_cents: totals.gross_cents,
    net_cents: totals.net_cents,
    tax_cents: totals.tax_cents,
    employee_nssf_cents: totals.employee_nssf_cents,
    employer_cents: totals.employer_cents,
    rows,
    month_warnings: computed.length && !punched ? [{ code: 'no_punches', message: M.noPunches(query.month) }] : [],
    left: [...prevSlips.values()]
      .filter((p) => !paid.has(p.employee_id))
      .map((p) => ({ employee_id: p.employee_id, employee_name: p.employee_name, previous_net_pay: p.net_cents })),
  };
}

/** Absent on every working day: every day since they joined is recorded (closing settles each) and none
 * attended; a month only partly recorded says nothing. */
function absentAllMonth(
  c: ComputedEmployee,
  days: { recorded: number; attended: number } | undefined,
  from: string,
  to: string,
) {
  if (c.absentDays === 0 || !days || days.attended > 0) return false;
  return days.recorded >= datesBetween(c.employee.join_date > from ? c.employee.join_date : from, to).length;
}

const rewardsAttendance = (l: { code: string; kind: string; name: string }) =>
  l.code === 'pay_line' && l.kind === 'earning' && ATTENDANCE_PAY_LINE.test(l.name);

const department = (id: number | null, name: string | null) => (id == null ? null : { id, name: name ?? '' });

function totalsOf(computed: readonly ComputedEmployee[]) {
  const t = { gross_cents: 0, net_cents: 0, tax_cents: 0, employee_nssf_cents: 0, employer_cents: 0 };
  for (const { slip } of computed) {
    t.gross_cents += slip.gross_cents;
    t.net_cents += slip.net_cents;
    t.tax_cents += slip.tax_cents;
    t.employee_nssf_cents += slip.employee_nssf_cents;
    t.employer_cents += slip.employer_cents;
  }
  return t;
}

// --- generate, regenerate, approve

/** How far a generation is: the month computed, then payslips written (done of total). */
export type GenerationProgress = (phase: 'computing' | 'writing', done: number, total: number) => Promise<void> | void;

/** Computes the month inside the transaction and writes its payslips for the run; answers the totals. */
async function writePayslips(
  trx: Kysely<DB>,
  runId: number,
  month: string,
  rates: { tax: number; nssf: number },
  now: string,
  progress: GenerationProgress = () => {},
) {
  const rate = rates.tax;
  await progress('computing', 0, 1);
  const computed = await computeMonth(trx, month, rate, { nssfRate: rates.nssf });
  await progress('computing', 1, 1);
  const negative = computed.find((c) => c.slip.net_cents < 0);
  if (negative) throw conflict(M.negativeNet(negative.name, formatUsd(negative.slip.net_cents)));
  await repo.insertPayslips(
    trx,
    computed.map(({ employee: e, name, slip, unpaidHalfDays, overtimeMinutes }) => ({
      payroll_id: runId,
      employee_id: e.id,
      employee_name: name,
      staff_id: e.staff_id,
      position: e.position,
      department_id: e.department_id,
      department_name: e.department_name,
      bank_name: e.bank_name,
      bank_account: e.bank_account,
      exchange_rate: rate,
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
      created_at: now,
    })),
    (done, total) => progress('writing', done, total),
  );
  return { headcount: computed.length, ...totalsOf(computed) };
}

async function assertGeneratable(db: Kysely<DB>, month: string) {
  await assertMonth(db, month);
  if (!(await repo.isClosed(db, month))) throw conflict(M.notClosed(month));
}

/** The refusals a generation would meet, checked before it starts (a progress stream opens only after them);
 * the transaction checks them again. */
export async function checkGenerate(db: Database, body: GenerateBody): Promise<void> {
  if (await repo.findRunByMonth(db.kysely, body.month)) throw conflict(M.alreadyGenerated(body.month));
  await assertGeneratable(db.kysely, body.month);
  await rateFor(db.kysely, body.exchange_rate);
}

export async function generatePayroll(
  db: Database,
  actor: Actor,
  body: GenerateBody,
  progress?: GenerationProgress,
): Promise<PayrollRun> {
  return uniqueOr409(M.alreadyGenerated(body.month), () =>
    db.tx(async (trx) => {
      if (await repo.findRunByMonth(trx, body.month)) throw conflict(M.alreadyGenerated(body.month));
      await assertGeneratable(trx, body.month);
      const rate = await rateFor(trx, body.exchange_rate);
      const nssfRate = body.nssf_exchange_rate ?? rate;
      const now = nowIso();
      // The run first: its unique month makes a second generation at the same moment wait, then fail (409).
      const id = await repo.insertRun(trx, {
        month: body.month,
        status: 'draft',
        exchange_rate: rate,
        nssf_exchange_rate: nssfRate,
        headcount: 0,
        gross_cents: 0,
        net_cents: 0,
        tax_cents: 0,
        employee_nssf_cents: 0,
        employer_cents: 0,
        generated_by_id: actor.id || null,
        generated_by_username: actor.username,
        generated_at: now,
        created_at: now,
        updated_at: now,
      });
      const totals = await writePayslips(trx, id, body.month, { tax: rate, nssf: nssfRate }, now, progress);
      await repo.updateRun(trx, id, totals);
      const run = toRun((await repo.findRun(trx, id))!);
      await logActivity(trx, actor, { action: 'create', resource: 'payroll', recordId: id, after: run });
      return run;
    }),
  );
}

async function draftRun(trx: Kysely<DB>, id: number): Promise<repo.RunRow> {
  const run = await repo.findRun(trx, id);
  if (!run) throw notFound(M.runNotFound);
  if (run.status !== 'draft') throw conflict(M.locked);
  return run;
}

export function regeneratePayroll(
  db: Database,
  actor: Actor,
  id: number,
  body: { exchange_rate?: number; nssf_exchange_rate?: number },
): Promise<PayrollRun> {
  return db.tx(async (trx) => {
    const before = await draftRun(trx, id);
    await assertGeneratable(trx, before.month);
    const rate = body.exchange_rate ?? before.exchange_rate;
    // A new tax rate alone carries the NSSF rate with it, as at generation.
    const nssfRate = body.nssf_exchange_rate ?? body.exchange_rate ?? before.nssf_exchange_rate ?? rate;
    const now = nowIso();
    await repo.deletePayslips(trx, id);
    const totals = await writePayslips(trx, id, before.month, { tax: rate, nssf: nssfRate }, now);
    await repo.updateRun(trx, id, {
      ...totals,
      exchange_rate: rate,
      nssf_exchange_rate: nssfRate,
      generated_by_id: actor.id || null,
      generated_by_username: actor.username,
      generated_at: now,
      updated_at: now,
    });
    const run = toRun((await repo.findRun(trx, id))!);
    await logActivity(trx, actor, {
      action: 'regenerate',
      resource: 'payroll',
      recordId: id,
      before: toRun(before),
      after: run,
    });
    return run;
  });
}

export function approvePayroll(db: Database, actor: Actor, id: number): Promise<PayrollRun> {
  return db.tx(async (trx) => {
    const before = await draftRun(trx, id);
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
    const run = toRun((await repo.findRun(trx, id))!);
    await logActivity(trx, actor, {
      action: 'approve',
      resource: 'payroll',
      recordId: id,
      before: toRun(before),
      after: run,
    });
    return run;
  });
}

// --- runs

function toRun(r: repo.RunRow): PayrollRun {
  return {
    id: r.id,
    month: r.month,
    status: r.status as PayrollRun['status'],
    exchange_rate: r.exchange_rate,
    nssf_exchange_rate: r.nssf_exchange_rate ?? r.exchange_rate,
    headcount: r.headcount,
    gross_cents: r.gross_cents,
    net_cents: r.net_cents,
    tax_cents: r.tax_cents,
    employee_nssf_cents: r.employee_nssf_cents,
    employer_cents: r.employer_cents,
    employer_cost_cents: r.gross_cents + r.employer_cents,
    generated_by: r.generated_by_username,
    generated_at: r.generated_at,
    approved_by: r.approved_by_username,
    approved_at: r.approved_at,
  };
}

export async function listRuns(db: Database, query: { page: number; limit: number }): Promise<Page<PayrollRun>> {
  const [rows, total] = await Promise.all([repo.findRuns(db.kysely, query), repo.countRuns(db.kysely)]);
  return { data: rows.map(toRun), metadata: pageMetadata(query.page, query.limit, total) };
}

export async function getRun(db: Database, id: number): Promise<PayrollRun> {
  const run = await repo.findRun(db.kysely, id);
  if (!run) throw notFound(M.runNotFound);
  return toRun(run);
}

// --- payslips

function toPayslipRow(p: repo.PayslipRow): PayslipRow {
  return {
    id: p.id,
    payroll_id: p.payroll_id,
    month: p.month,
    employee_id: p.employee_id,
    employee_name: p.employee_name,
    staff_id: p.staff_id,
    department: department(p.department_id, p.department_name),
    gross_pay: p.gross_cents,
    net_pay: p.net_cents,
  };
}

function toPayslip(p: repo.PayslipRow): PayslipItem {
  return {
    ...toPayslipRow(p),
    status: p.status as PayslipItem['status'],
    position: p.position,
    bank_name: p.bank_name,
    bank_account: p.bank_account,
    exchange_rate: p.exchange_rate,
    nssf_exchange_rate: p.nssf_exchange_rate ?? p.exchange_rate,
    base_cents: p.base_cents,
    taxable_cents: p.taxable_cents,
    tax_riel: p.tax_riel,
    tax_cents: p.tax_cents,
    employee_nssf_cents: p.employee_nssf_cents,
    employer_cents: p.employer_cents,
    net_riel: p.net_riel,
    unpaid_days: p.unpaid_half_days / 2,
    overtime_minutes: p.overtime_minutes,
    lines: JSON.parse(p.lines) as PayslipLine[],
    employer_lines: JSON.parse(p.employer_lines) as PayslipLine[],
    created_at: p.created_at,
  };
}

/** Whose payslips the actor may see: everyone's with payroll read, else their own approved ones, else none. */
async function scopeOf(db: Kysely<DB>, actor: Actor): Promise<'all' | number | null> {
  if (await holdsPayrollRead(db, actor)) return 'all';
  return repo.employeeOfUser(db, actor.id);
}

export async function listPayslips(
  db: Database,
  query: { page: number; limit: number } & repo.PayslipFilter,
  actor: Actor,
): Promise<Page<PayslipRow>> {
  const k = db.kysely;
  const scope = await scopeOf(k, actor);
  const none = { data: [], metadata: pageMetadata(query.page, query.limit, 0) };
  if (scope === null) return none;
  if (scope !== 'all' && query.employee_id !== undefined && query.employee_id !== scope) return none;
  const filter: repo.PayslipFilter = scope === 'all' ? query : { ...query, employee_id: scope, approved_only: true };
  const [rows, total] = await Promise.all([repo.findPayslips(k, filter, query), repo.countPayslips(k, filter)]);
  return { data: rows.map(toPayslipRow), metadata: pageMetadata(query.page, query.limit, total) };
}

export async function getPayslip(db: Database, id: number, actor: Actor): Promise<PayslipItem> {
  const k = db.kysely;
  const [row, scope] = await Promise.all([repo.findPayslip(k, id), scopeOf(k, actor)]);
  const visible = row && (scope === 'all' || (row.employee_id === scope && row.status === 'approved'));
  if (!visible) throw notFound(M.payslipNotFound);
  return toPayslip(row);
}

// --- export

/** A run and every payslip of it, in employee order (404 for an unknown run). */
export async function runWithPayslips(db: Kysely<DB>, id: number) {
  const run = await repo.findRun(db, id);
  if (!run) throw notFound(M.runNotFound);
  return { run: toRun(run), slips: (await repo.runPayslips(db, id)).map(toPayslip) };
}

/** The register, named with its month (payroll-2026-10.xlsx). */
export async function exportRun(db: Database, id: number): Promise<ExportFile & { name: string }> {
  const { run, slips } = await runWithPayslips(db.kysely, id);
  return {
    format: 'xlsx',
    name: `payroll-${run.month}.xlsx`,
    content: await registerXlsx(run.month, run.exchange_rate, slips),
  };
}
