// Approval steps in words (SPEC.md sections 3, 4 and 6): step names and roles as people say them, and the HR
// step's approval read as "Acknowledged".
import { HR_ACKNOWLEDGE_STEP, HR_MANAGER_ROLE, LEAD_MANAGER_STEP } from '../../../contract/labels.ts';
import { LEAD_MANAGER_ROLE, type StepItem } from '../../../contract/api/requests.ts';

const STEP_NAMES: Record<string, string> = {
  [LEAD_MANAGER_STEP]: 'Lead manager approval',
  [HR_ACKNOWLEDGE_STEP]: 'HR acknowledgement',
};
const ROLES: Record<string, string> = { [LEAD_MANAGER_ROLE]: 'Lead manager', [HR_MANAGER_ROLE]: 'HR manager' };
const STATUSES: Record<StepItem['status'], string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  SKIPPED: 'Skipped',
  CANCELLED: 'Cancelled',
};

/** SOME_CODE → "Some code", for names the table above does not know. */
const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');

export const stepNameLabel = (name: string) => STEP_NAMES[name] ?? words(name);
export const stepRoleLabel = (role: string) => ROLES[role] ?? words(role);
export const stepStatusLabel = (step: Pick<StepItem, 'status' | 'role'>) =>
  step.status === 'APPROVED' && step.role === HR_MANAGER_ROLE ? 'Acknowledged' : STATUSES[step.status];
