import { describe, expect, it } from 'vitest';
import { CHANGE_REASONS, PREVIEW_WARNINGS } from '../../../contract/api/payroll.ts';
import { isDifference, REASON_LABEL, WARNING_LABEL, warningCounts } from './change-labels.ts';

describe('preview labels', () => {
  it('name every reason and warning the contract has', () => {
    expect(Object.keys(REASON_LABEL).sort()).toEqual([...CHANGE_REASONS].sort());
    expect(Object.keys(WARNING_LABEL).sort()).toEqual([...PREVIEW_WARNINGS].sort());
  });

  it('counts the warnings in the contract order, leaving out the absent ones', () => {
    const rows = [
      { warnings: ['no_bank_account' as const] },
      { warnings: ['negative_net' as const, 'no_bank_account' as const] },
      { warnings: [] },
    ];
    expect(warningCounts(rows)).toEqual([
      ['no_bank_account', 2],
      ['negative_net', 1],
    ]);
    expect(warningCounts([])).toEqual([]);
  });

  it('shows a row as a difference when its pay moved, it has a reason or it warns', () => {
    expect(isDifference({ change_cents: 0, reasons: [], warnings: [] })).toBe(false);
    expect(isDifference({ change_cents: -1, reasons: [], warnings: [] })).toBe(true);
    expect(isDifference({ change_cents: 0, reasons: ['joined'], warnings: [] })).toBe(true);
    expect(isDifference({ change_cents: 0, reasons: [], warnings: ['no_salary'] })).toBe(true);
  });
});
