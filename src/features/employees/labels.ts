// How stored employee values read on screen.
import type { EmployeeStatus, ProbationState } from '../../../contract/api/employees.ts';
import { PROBATION_LABELS } from '../../../contract/labels.ts';

export const probationLabel = (p: ProbationState) => PROBATION_LABELS[p];

export const STATUS_LABELS: Record<EmployeeStatus, string> = { active: 'Active', resigned: 'Resigned' };

export const GENDER_LABELS = { male: 'Male', female: 'Female', other: 'Other' } as const;

/** 123456 cents → "$1,234.56". */
export function formatDollars(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
