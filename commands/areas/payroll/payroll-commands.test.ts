import { describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES } from '../../../contract/api/payroll.ts';
import { STATUTORY_FILE_MESSAGES } from '../../../contract/api/payroll-files.ts';
import { ERRORS } from '../../../contract/messages.ts';
import { activeContexts, registry } from '../../all-commands.ts';
import { createExecutor } from '../../execute.ts';
import { fakeContext } from '../../test-context.ts';
import type { EntityRef } from '../../types.ts';
import { blockedReason } from '../../visibility.ts';
import { onScreenFirst, runMonthOnScreen } from './payroll-commands.ts';
import { PAYROLL_TEXT } from './payroll-text.ts';

const PAYROLL = ['read', 'create', 'update'].map((a) => `payroll:${a}`);
const DEDUCTION = ['read', 'create', 'update', 'delete'].map((a) => `deduction:${a}`);
const ALL = new Set([...PAYROLL, ...DEDUCTION]);
const draft: EntityRef = {
  kind: 'payrollRun',
  id: 4,
  name: 'October 2026',
  extra: { month: '2026-10', status: 'draft' },
};
const approved: EntityRef = {
  ...draft,
  id: 3,
  name: 'September 2026',
  extra: { month: '2026-09', status: 'approved' },
};
const october: EntityRef = {
  kind: 'payrollMonth',
  id: 202610,
  name: 'October 2026',
  extra: { month: '2026-10', generated: false },
};
const line: EntityRef = { kind: 'payLine', id: 9, name: 'Transport · Everyone' };

describe('payroll commands', () => {
  it('say what the server says for the texts both show', () => {
    expect(PAYROLL_TEXT.locked).toBe(PAYROLL_MESSAGES.locked);
    expect(PAYROLL_TEXT.alreadyGenerated('2026-10')).toBe(PAYROLL_MESSAGES.alreadyGenerated('2026-10'));
    expect(PAYROLL_TEXT.approved).toBe(PAYROLL_MESSAGES.approved);
    expect(PAYROLL_TEXT.regenerated).toBe(PAYROLL_MESSAGES.regenerated);
    expect(PAYROLL_TEXT.adjustDraft).toBe(PAYROLL_MESSAGES.adjustDraft);
    expect(PAYROLL_TEXT.statutoryDraft).toBe(STATUTORY_FILE_MESSAGES.draft);
  });

  it('generate a month, open a run and an employee’s payslips by navigating', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL });
    const ex = createExecutor(registry, () => ctx);
    await ex.execute('payroll.generateFor', october, 'palette');
    await ex.execute('payroll.open', draft, 'palette');
    await ex.execute('payroll.payslipOf', { kind: 'employee', id: 12, name: 'Sok Dara' }, 'palette');
    expect(calls).toEqual([
      'navigate /payroll/generate?month=2026-10',
      'navigate /payroll?month=2026-10',
      'navigate /payslip?employee_id=12',
    ]);
  });

  it('approve and regenerate a draft after a confirmation, and refuse an approved run with the reason', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL });
    const ex = createExecutor(registry, () => ctx);
    await ex.execute('payroll.approve', draft, 'palette');
    await ex.execute('payroll.regenerate', draft, 'button');
    expect(calls).toEqual([
      'approveRun 4',
      `success ${PAYROLL_TEXT.approved}`,
      'regenerateRun 4',
      `success ${PAYROLL_TEXT.regenerated}`,
    ]);
    for (const id of ['payroll.approve', 'payroll.regenerate'])
      expect(blockedReason(registry.get(id)!, ctx, approved)).toBe(PAYROLL_MESSAGES.locked);
    const generated = { ...october, extra: { month: '2026-10', generated: true } };
    expect(blockedReason(registry.get('payroll.generateFor')!, ctx, generated)).toBe(
      PAYROLL_MESSAGES.alreadyGenerated('2026-10'),
    );
  });

  it('correct an approved run with an adjustment, never a draft (regenerated instead)', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL });
    await createExecutor(registry, () => ctx).execute('payroll.adjust', approved, 'button');
    expect(calls).toEqual(['dialog payroll.adjust 3']);
    expect(blockedReason(registry.get('payroll.adjust')!, ctx, draft)).toBe(PAYROLL_MESSAGES.adjustDraft);
    const noLines = fakeContext({ permissions: new Set(PAYROLL) }).ctx;
    expect(blockedReason(registry.get('payroll.adjust')!, noLines, approved)).toBe(ERRORS.forbidden);
  });

  it('a cancelled confirmation approves nothing', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL, confirm: async () => false });
    await createExecutor(registry, () => ctx).execute('payroll.approve', draft, 'palette');
    expect(calls).toEqual([]);
  });

  it('download the run’s files, approved or not', async () => {
    const { ctx, calls } = fakeContext({ permissions: new Set(['payroll:read']) });
    const ex = createExecutor(registry, () => ctx);
    await ex.execute('payroll.export', approved, 'palette');
    await ex.execute('payroll.bankFile', approved, 'rowAction');
    await ex.execute('payroll.payslipsZip', draft, 'rowAction');
    expect(calls.filter((c) => c.startsWith('download'))).toEqual([
      'download 3 report',
      'download 3 bank',
      'download 4 payslips',
    ]);
  });

  it('download an approved run’s statutory files; a draft’s are refused with the reason', async () => {
    const { ctx, calls } = fakeContext({ permissions: new Set(['payroll:read']) });
    const ex = createExecutor(registry, () => ctx);
    await ex.execute('payroll.taxReturn', approved, 'palette');
    await ex.execute('payroll.nssfList', approved, 'rowAction');
    await ex.execute('payroll.labourLedger', approved, 'button');
    await ex.execute('payroll.taxReturn', draft, 'palette');
    expect(calls.filter((c) => c.startsWith('download'))).toEqual([
      'download 3 taxReturn',
      'download 3 nssfList',
      'download 3 labourLedger',
    ]);
    expect(blockedReason(registry.get('payroll.taxReturn')!, ctx, draft)).toBe(PAYROLL_TEXT.statutoryDraft);
    expect(registry.get('payroll.taxReturn')!.label!(approved)).toBe('Download tax return for September 2026…');
  });

  it('add, edit and delete pay lines with the deduction permission', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL });
    const ex = createExecutor(registry, () => ctx);
    await ex.execute('payLine.add', undefined, 'palette');
    await ex.execute('payLine.edit', line, 'rowAction');
    await ex.execute('payLine.delete', line, 'rowAction');
    await ex.execute('payLine.import', { kind: 'payLineMonth', id: 202611, name: 'November 2026' }, 'palette');
    expect(calls).toEqual([
      'dialog payLine.add',
      'dialog payLine.edit 9',
      'deletePayLine 9',
      'success Pay line deleted successfully!',
      'dialog payLine.import 202611',
    ]);
  });

  it('each needs its own permission: payroll for runs, deduction and payroll read for pay lines (pay is private)', () => {
    const viewer = fakeContext({ permissions: new Set(['payroll:read']) }).ctx;
    expect(blockedReason(registry.get('payroll.approve')!, viewer, draft)).toBe(ERRORS.forbidden);
    expect(blockedReason(registry.get('payroll.generateFor')!, viewer, october)).toBe(ERRORS.forbidden);
    expect(blockedReason(registry.get('payLine.add')!, viewer)).toBe(ERRORS.forbidden);
    expect(blockedReason(registry.get('payroll.open')!, viewer, draft)).toBeNull();
    const linesOnly = fakeContext({ permissions: new Set(DEDUCTION) }).ctx;
    expect(blockedReason(registry.get('payLine.add')!, linesOnly)).toBe(ERRORS.forbidden);
    expect(blockedReason(registry.get('payroll.open')!, linesOnly, draft)).toBe(ERRORS.forbidden);
    const lines = fakeContext({ permissions: new Set([...DEDUCTION, 'payroll:read']) }).ctx;
    expect(blockedReason(registry.get('payLine.add')!, lines)).toBeNull();
  });

  it('walk the register with j/k on /payroll (its list) and not on the generate page', () => {
    expect(activeContexts('/payroll', true).has('list')).toBe(true);
    expect(activeContexts('/payslip', true).has('list')).toBe(true);
    expect(activeContexts('/payroll/generate', true).has('list')).toBe(false);
  });
});

describe('the run on screen', () => {
  it("is a run page's month, not the runs list's, a tab's or a malformed one", () => {
    expect(runMonthOnScreen('/payroll', '?month=2026-10')).toBe('2026-10');
    expect(runMonthOnScreen('/payroll', '')).toBeNull();
    expect(runMonthOnScreen('/payroll', '?tab=lines')).toBeNull();
    expect(runMonthOnScreen('/payroll', '?month=2026-13')).toBeNull();
    expect(runMonthOnScreen('/payroll/generate', '?month=2026-10')).toBeNull();
  });
  it('comes first among the runs to pick, the others keeping their order', () => {
    const august = { ...approved, id: 2, name: 'August 2026', extra: { month: '2026-08', status: 'approved' } };
    expect(onScreenFirst([draft, approved, august], '2026-09')).toEqual([approved, draft, august]);
    expect(onScreenFirst([draft, approved], null)).toEqual([draft, approved]);
    expect(onScreenFirst([draft, approved], '2025-01')).toEqual([draft, approved]);
  });
});
