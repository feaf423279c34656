// The preview's reasons and warnings, as catalogue keys (contract/api/payroll.ts CHANGE_REASONS, PREVIEW_WARNINGS).
import type { PreviewRow } from '../../../contract/api/payroll.ts';
import type { MessageKey } from '../../i18n/en.ts';

type Reason = PreviewRow['reasons'][number];
type Warning = PreviewRow['warnings'][number];

export const REASON_LABEL: Record<Reason, MessageKey> = {
  joined: 'payroll.reason.joined',
  left: 'payroll.reason.left',
  unpaid_leave: 'payroll.reason.unpaid_leave',
  absence: 'payroll.reason.absence',
  overtime: 'payroll.reason.overtime',
  salary_changed: 'payroll.reason.salary_changed',
  rate_changed: 'payroll.reason.rate_changed',
  pay_lines: 'payroll.reason.pay_lines',
  tax_or_nssf: 'payroll.reason.tax_or_nssf',
};

export const WARNING_LABEL: Record<Warning, MessageKey> = {
  no_salary: 'payroll.warning.no_salary',
  no_bank_account: 'payroll.warning.no_bank_account',
  negative_net: 'payroll.warning.negative_net',
  absent_all_month: 'payroll.warning.absent_all_month',
  attendance_pay_while_absent: 'payroll.warning.attendance_pay_while_absent',
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
