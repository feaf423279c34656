// How stored employee values read on screen.
import type { EmployeeStatus, ProbationState } from '../../../contract/api/employees.ts';
import { PROBATION_LABELS } from '../../../contract/labels.ts';

export const probationLabel = (p: ProbationState) => PROBATION_LABELS[p];

export const STATUS_LABELS: Record<EmployeeStatus, string> = { active: 'Active', resigned: 'Resigned' };

export const GENDER_LABELS = { male: 'Male', female: 'Female', other: 'Other' } as const;
