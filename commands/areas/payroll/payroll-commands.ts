// Payroll: runs at /payroll (?month= opens one run, ?tab=lines and ?tab=rules the other tabs), the
// preview and generation at /payroll/generate, payslips at /payslip. Runs need the `payroll` resource, pay lines
// the `deduction` resource, payslips only sign-in (the server answers a user's own payslips, or any with payroll
// read). No zod here: the texts the server also says are repeated and a unit test holds them equal.
import { monthOfId } from '../../month-text.ts';
import { MONTH_PATTERN, monthLabel } from '../../../contract/dates.ts';
import { TOAST } from '../../../contract/messages.ts';
import type { PermissionRequirement } from '../../../contract/permissions.ts';
import type { Command, CommandContext, EntityRef, ScopedCommand } from '../../types.ts';
import { apiSlot, defineArea } from '../../area.ts';
import { deleteCommand } from '../../delete-command.ts';
import { PAYROLL_TEXT } from './payroll-text.ts';

export const PAYROLL_ROUTE = '/payroll';
export const PAYROLL_GENERATE_ROUTE = '/payroll/generate';
export const PAYSLIP_ROUTE = '/payslip';
export const SETTLEMENT_ROUTE = '/payroll/settlement';

export type PayrollDownload = 'report' | 'bank' | 'payslips' | StatutoryDownload;
/** An approved run's statutory files (a draft has none). */
export type StatutoryDownload = 'taxReturn' | 'nssfList' | 'labourLedger';

export interface PayrollCommandApi {
  approveRun(id: number): Promise<string | undefined>;
  regenerateRun(id: number): Promise<string | undefined>;
  download(id: number, file: PayrollDownload): Promise<void>;
  deletePayLine(id: number): Promise<string | undefined>;
}
export const payrollApi = apiSlot<PayrollCommandApi>('payroll');

/** The run of one month (the runs list when none), or one of its tabs. */
export const payrollPath = (month?: string) => (month ? `${PAYROLL_ROUTE}?month=${month}` : PAYROLL_ROUTE);
export const payrollTabPath = (tab: 'lines' | 'rules') => `${PAYROLL_ROUTE}?tab=${tab}`;
export const generatePath = (month?: string) =>
  month ? `${PAYROLL_GENERATE_ROUTE}?month=${month}` : PAYROLL_GENERATE_ROUTE;
/** One payslip, or the payslips of one employee. */
export const payslipPath = (id: number) => `${PAYSLIP_ROUTE}?id=${id}`;
export const employeePayslipsPath = (employeeId: number) => `${PAYSLIP_ROUTE}?employee_id=${employeeId}`;
/** A leaver's final settlement. */
export const settlementPath = (employeeId: number) => `${SETTLEMENT_ROUTE}?employee_id=${employeeId}`;

/** A run's month ('2026-11') from its entity (a run's `extra.month`, else a month entity's id 202611). */
export const runMonth = (arg: EntityRef): string => (arg.extra?.month as string | undefined) ?? monthOfId(arg.id);
/** The month of the run a page shows (/payroll?month=2026-10), else null. */
export function runMonthOnScreen(pathname: string, search: string): string | null {
  const month = pathname === PAYROLL_ROUTE ? new URLSearchParams(search).get('month') : null;
  return month && MONTH_PATTERN.test(month) ? month : null;
}

/** Runs for a picker, the one on screen first: Enter exports or approves the run the page shows. */
export const onScreenFirst = (runs: EntityRef[], month: string | null): EntityRef[] =>
  month ? [...runs.filter((r) => runMonth(r) === month), ...runs.filter((r) => runMonth(r) !== month)] : runs;

const isDraft = (arg?: EntityRef) => arg?.extra?.status !== 'approved';
// Shown for a run in the state it applies to (and in the palette before a run is picked); a key or a pick of a run in
// the other state is told why.
const forDraft = (_ctx: CommandContext, arg?: EntityRef) => !arg || isDraft(arg);
const forApproved = (_ctx: CommandContext, arg?: EntityRef) => !arg || !isDraft(arg);
const lockedReason = (_ctx: CommandContext, arg?: EntityRef) => (isDraft(arg) ? null : PAYROLL_TEXT.locked);

const read = { resource: 'payroll', action: 'read' } as const;
/** Pay lines are pay: every pay-line command needs payroll read besides its deduction permission (as the API). */
const payLinePermission = (action: 'create' | 'update' | 'delete'): PermissionRequirement => ({
  allOf: [{ resource: 'deduction', action }, read],
});
const update = { resource: 'payroll', action: 'update' } as const;

const downloadCommand = (
  id: string,
  title: string,
  label: string,
  file: PayrollDownload,
  order: number,
  keywords: string[],
): ScopedCommand => ({
  id,
  title,
  group: 'Payroll',
  keywords,
  scope: 'payrollRun',
  permission: read,
  placements: { rowAction: { order, label } },
  run: async (ctx, arg) => {
    await ctx.api(payrollApi).download(arg.id, file);
    ctx.toast.success(TOAST.exportReady);
  },
});

/** A statutory file of an approved run: "Download tax return for March 2026…" once a run is picked. */
const statutoryCommand = (
  id: string,
  noun: string,
  label: string,
  file: StatutoryDownload,
  order: number,
  keywords: string[],
): Command => ({
  ...downloadCommand(id, `Download ${noun}…`, label, file, order, keywords),
  label: (arg: EntityRef) => `Download ${noun} for ${arg.name}…`,
  when: forApproved,
  whyNot: (_ctx, arg) => (isDraft(arg) ? PAYROLL_TEXT.statutoryDraft : null),
});

export const payrollCommands: Command[] = [
  {
    id: 'payroll.generateFor',
    title: 'Generate payroll for…',
    group: 'Payroll',
    keywords: ['run payroll', 'month end', 'salaries', 'pay month', 'preview payroll'],
    scope: 'payrollMonth',
    permission: { resource: 'payroll', action: 'create' },
    // The month alone: its picker marks a generated one, which the label need not say again.
    label: (arg) => `Generate payroll for ${monthLabel(runMonth(arg))}`,
    enabled: (_ctx, arg) => arg?.extra?.generated !== true,
    whyNot: (_ctx, arg) => (arg?.extra?.generated ? PAYROLL_TEXT.alreadyGenerated(runMonth(arg)) : null),
    run: (ctx, arg) => ctx.navigate(generatePath(runMonth(arg))),
  },
  {
    id: 'payroll.open',
    title: 'Open payroll…',
    group: 'Payroll',
    keywords: ['payroll run', 'salary register', 'month payroll', 'register'],
    scope: 'payrollRun',
    permission: read,
    label: (arg) => `Open payroll ${arg.name}`,
    run: (ctx, arg) => ctx.navigate(payrollPath(runMonth(arg))),
  },
  {
    id: 'payroll.payslipOf',
    title: 'Payslip of…',
    group: 'Payroll',
    keywords: ['payslips', 'pay slip', 'salary slip', 'net pay'],
    scope: 'employee',
    permission: read,
    label: (arg) => `Payslip of ${arg.name}`,
    run: (ctx, arg) => ctx.navigate(employeePayslipsPath(arg.id)),
  },
  {
    id: 'payroll.taxDetails',
    title: 'Tax details of…',
    group: 'Payroll',
    keywords: ['tax residency', 'resident', 'dependants', 'dependents', 'children', 'spouse', 'tax relief'],
    scope: 'employee',
    permission: update,
    label: (arg) => `Tax details of ${arg.name}`,
    run: (ctx, arg) => ctx.openDialog('payroll.tax', arg),
  },
  {
    id: 'payroll.endEmployment',
    title: 'End employment of…',
    group: 'Payroll',
    keywords: ['final settlement', 'leaver', 'resignation', 'dismissal', 'terminate', 'offboard', 'severance'],
    scope: 'employee',
    permission: { allOf: [{ resource: 'payroll', action: 'create' }, read] },
    label: (arg) => `End employment of ${arg.name}…`,
    enabled: (_ctx, arg) => arg?.extra?.status !== 'resigned',
    whyNot: (_ctx, arg) => (arg?.extra?.status === 'resigned' ? PAYROLL_TEXT.alreadyLeft(arg.name) : null),
    run: (ctx, arg) => ctx.openDialog('payroll.endEmployment', arg),
  },
  {
    id: 'payroll.settlementOf',
    title: 'Settlement of…',
    group: 'Payroll',
    keywords: ['final settlement', 'leaver', 'settlement statement', 'final pay'],
    scope: 'employee',
    permission: read,
    label: (arg) => `Settlement of ${arg.name}`,
    route: SETTLEMENT_ROUTE,
    run: (ctx, arg) => ctx.navigate(settlementPath(arg.id)),
  },
  {
    id: 'payroll.approve',
    title: 'Approve run…',
    group: 'Payroll',
    keywords: ['approve payroll', 'lock payroll', 'confirm payroll', 'finalise payroll'],
    scope: 'payrollRun',
    permission: update,
    placements: { rowAction: { order: 1, label: 'Approve' } },
    when: forDraft,
    whyNot: lockedReason,
    run: async (ctx, arg) => {
      const ok = await ctx.confirm({
        title: 'Approve payroll',
        message: `Approve the payroll of ${monthLabel(runMonth(arg))}? The run, its payslips and the month's attendance are locked: later corrections go into next month as pay lines.`,
        confirmLabel: 'Approve',
        danger: true,
      });
      if (!ok) return;
      const message = await ctx.api(payrollApi).approveRun(arg.id);
      ctx.toast.success(message || PAYROLL_TEXT.approved);
    },
  },
  {
    id: 'payroll.regenerate',
    title: 'Regenerate run…',
    group: 'Payroll',
    keywords: ['recompute payroll', 'recalculate', 'redo payroll', 'refresh payslips'],
    scope: 'payrollRun',
    permission: update,
    placements: { rowAction: { order: 2, label: 'Regenerate' } },
    when: forDraft,
    whyNot: lockedReason,
    run: async (ctx, arg) => {
      const ok = await ctx.confirm({
        title: 'Regenerate payroll',
        message: `Regenerate the payroll of ${monthLabel(runMonth(arg))}? Every payslip of this draft is computed again from today's data and replaced.`,
        confirmLabel: 'Regenerate',
      });
      if (!ok) return;
      const message = await ctx.api(payrollApi).regenerateRun(arg.id);
      ctx.toast.success(message || PAYROLL_TEXT.regenerated);
    },
  },
  {
    id: 'payroll.adjust',
    title: 'Add adjustment…',
    group: 'Payroll',
    keywords: ['correct payroll', 'correction', 'fix payslip', 'back pay', 'approved run'],
    scope: 'payrollRun',
    permission: payLinePermission('create'),
    placements: { rowAction: { order: 6, label: 'Add adjustment' } },
    when: forApproved,
    whyNot: (_ctx, arg) => (isDraft(arg) ? PAYROLL_TEXT.adjustDraft : null),
    run: (ctx, arg) => ctx.openDialog('payroll.adjust', arg),
  },
  downloadCommand('payroll.export', 'Export report.xlsx…', 'Export report.xlsx', 'report', 3, [
    'salary register',
    'excel',
    'download payroll',
    'report',
  ]),
  downloadCommand('payroll.bankFile', 'Download bank file…', 'Bank file (.csv)', 'bank', 4, [
    'bank remittance',
    'csv',
    'salaries to bank',
  ]),
  downloadCommand('payroll.payslipsZip', 'Download payslips (.zip)…', 'Payslips (.zip)', 'payslips', 5, [
    'all payslips',
    'zip',
    'pdf',
  ]),
  statutoryCommand('payroll.taxReturn', 'tax return', 'Tax return (.xlsx)', 'taxReturn', 7, [
    'tax on salary',
    'gdt',
    'tos 01',
    'fringe benefit tax',
    'withholding',
  ]),
  statutoryCommand('payroll.nssfList', 'NSSF contribution list', 'NSSF list (.xlsx)', 'nssfList', 8, [
    'nssf',
    'social security',
    'pension contributions',
    'health care',
    'occupational risk',
  ]),
  statutoryCommand('payroll.labourLedger', 'payroll ledger', 'Payroll ledger (.xlsx)', 'labourLedger', 9, [
    'labour ministry',
    'mlvt',
    'lacms',
    'payroll book',
  ]),
  {
    id: 'payroll.addRuleVersion',
    title: 'Add rule version…',
    group: 'Payroll',
    keywords: ['tax bands', 'nssf rate', 'pension', 'statutory rule', 'law change', 'fringe benefit tax'],
    permission: update,
    run: (ctx) => ctx.openDialog('payroll.ruleVersion'),
  },
  {
    id: 'payroll.previewUnder',
    title: 'Preview month under…',
    group: 'Payroll',
    keywords: ['what if', 'what-if', 'rule change', 'simulate', 'tax bands', 'nssf rate'],
    scope: 'payLineMonth',
    permission: read,
    label: (arg) => `Preview ${arg.name} under…`,
    run: (ctx, arg) => ctx.openDialog('payroll.ruleVersion', arg),
  },
  {
    id: 'payLine.add',
    title: 'Add pay line…',
    group: 'Pay lines',
    keywords: ['allowance', 'deduction', 'bonus', 'earning', 'new pay line', 'advance'],
    permission: payLinePermission('create'),
    placements: { toolbar: { order: 1, label: 'Add pay line' } },
    run: (ctx) => ctx.openDialog('payLine.add'),
  },
  {
    id: 'payLine.import',
    title: 'Import pay lines for…',
    group: 'Pay lines',
    keywords: ['upload pay lines', 'monthly lines', 'excel', 'xlsx', 'csv', 'allowances', 'deductions'],
    scope: 'payLineMonth',
    permission: payLinePermission('create'),
    label: (arg) => `Import pay lines for ${arg.name}`,
    run: (ctx, arg) => ctx.openDialog('payLine.import', arg),
  },
  {
    id: 'payLine.edit',
    title: 'Edit pay line…',
    group: 'Pay lines',
    keywords: ['change allowance', 'change deduction'],
    scope: 'payLine',
    permission: payLinePermission('update'),
    placements: { rowAction: { order: 1, label: 'Edit' } },
    run: (ctx, arg) => ctx.openDialog('payLine.edit', arg),
  },
  deleteCommand({
    id: 'payLine.delete',
    noun: 'pay line',
    group: 'Pay lines',
    keywords: ['remove allowance', 'remove deduction'],
    scope: 'payLine',
    permission: payLinePermission('delete'),
    order: 2,
    question: (arg) => `Delete the pay line "${arg.name}"? Payroll runs not yet approved will no longer include it.`,
    remove: (ctx, arg) => ctx.api(payrollApi).deletePayLine(arg.id),
    deleted: PAYROLL_TEXT.payLineDeleted,
  }),
];

export const payrollArea = defineArea({
  id: 'payroll',
  commands: payrollCommands,
  api: payrollApi,
  // None is found from the palette's root: a month is picked to generate, a run to open, approve or export, a pay
  // line to edit or delete, a month to import pay lines into.
  entities: {
    payrollMonth: { label: 'Month' },
    payrollRun: { label: 'Payroll run' },
    payLine: { label: 'Pay line' },
    // Pay lines are also entered for the month still running (and the next), not only for months that ended.
    payLineMonth: { label: 'Month' },
  },
  logResources: { payroll: 'Payroll', deduction: 'Deduction' },
  dialogs: [
    'payLine.add',
    'payLine.edit',
    'payLine.import',
    'payroll.adjust',
    'payroll.tax',
    'payroll.ruleVersion',
    'payroll.endEmployment',
  ],
  routes: [
    {
      path: PAYROLL_ROUTE,
      title: 'Payroll',
      permission: read,
      views: ['month'],
      nav: { id: 'nav.payroll', shortcut: 'g p', keywords: ['salary', 'pay'], sidebar: { section: 'main', order: 7 } },
    },
    {
      path: PAYROLL_GENERATE_ROUTE,
      title: 'Generate Payroll',
      permission: { resource: 'payroll', action: 'create' },
      nav: { id: 'nav.payrollGenerate', keywords: ['run payroll'] },
    },
    { path: SETTLEMENT_ROUTE, title: 'Settlement', permission: read, views: ['employee_id'] },
    // Only sign-in: the server answers a user's own payslips, or any with payroll read.
    { path: PAYSLIP_ROUTE, title: 'Payslip', views: ['id'], nav: { id: 'nav.payslip', keywords: ['pay slip'] } },
  ],
  keyContexts: [
    { id: 'payroll', page: PAYROLL_ROUTE },
    { id: 'payslip', page: PAYSLIP_ROUTE },
  ],
});
