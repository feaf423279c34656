// The preview's reasons and warnings in words (contract/api/payroll.ts CHANGE_REASONS, PREVIEW_WARNINGS).
import type { PreviewRow } from '../../../contract/api/payroll.ts';

type Reason = PreviewRow['reasons'][number];
type Warning = PreviewRow['warnings'][number];

export const REASON_LABEL: Record<Reason, string> = {
  joined: 'Joined',
  left: 'Left',
  unpaid_leave: 'Unpaid leave',
  absence: 'Absence',
  overtime: 'Overtime',
  salary_changed: 'Salary changed',
  rate_changed: 'Exchange rate changed',
  pay_lines: 'Pay lines',
  tax_or_nssf: 'Tax or NSSF',
};

export const WARNING_LABEL: Record<Warning, string> = {
  no_salary: 'No salary',
  no_bank_account: 'No bank account',
  negative_net: 'Negative net pay',
  absent_all_month: 'Absent all month',
  attendance_pay_while_absent: 'Attendance pay while absent',
};

/** A row the differences list shows: it changed from last month, or it warns. */
export const isDifference = (r: Pick<PreviewRow, 'change_cents' | 'reasons' | 'warnings'>) =>
  r.change_cents !== 0 || r.reasons.length > 0 || r.warnings.length > 0;

/** How many rows carry each warning, in the contract's order, leaving out those none has. */
export function warningCounts(rows: readonly Pick<PreviewRow, 'warnings'>[]): Array<[Warning, number]> {
  const counts = new Map<Warning, number>();
  for (const r of rows) for (const w of r.warnings) counts.set(w, (counts.get(w) ?? 0) + 1);
  return (Object.keys(WARNING_LABEL) as Warning[]).filter((w) => counts.has(w)).map((w) => [w, counts.get(w)!]);
}
