// How stored employee values read on screen (SPEC.md sections 4 and 9 for probation).
import type { EmployeeStatus, ProbationState } from '../../../contract/api/employees.ts';
import { PROBATION_LABELS } from '../../../contract/labels.ts';

export const probationLabel = (p: ProbationState) =>
  p === 'passed' ? PROBATION_LABELS.passed : PROBATION_LABELS.onProbation;

export const STATUS_LABELS: Record<EmployeeStatus, string> = { active: 'Active', resigned: 'Resigned' };

export const GENDER_LABELS = { male: 'Male', female: 'Female', other: 'Other' } as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A business date (YYYY-MM-DD) as DD MMM YYYY. It is a calendar day, not an instant: no time-zone shift. */
export function formatBusinessDate(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? `${m[3]} ${MONTHS[Number(m[2]) - 1]} ${m[1]}` : '-';
}

/** 123456 cents → "$1,234.56". */
export function formatDollars(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
