// Approval steps in words: step names and roles as people say them, and the HR step's approval read as
// "Acknowledged".
import { HR_MANAGER_ROLE, codeWords, stepNameLabel } from '../../../contract/labels.ts';
import { LEAD_MANAGER_ROLE, type StepItem } from '../../../contract/api/requests.ts';

const ROLES: Record<string, string> = { [LEAD_MANAGER_ROLE]: 'Lead manager', [HR_MANAGER_ROLE]: 'HR manager' };
const STATUSES: Record<StepItem['status'], string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  SKIPPED: 'Skipped',
  CANCELLED: 'Cancelled',
};

export { stepNameLabel };
export const stepRoleLabel = (role: string) => ROLES[role] ?? codeWords(role);
export const stepStatusLabel = (step: Pick<StepItem, 'status' | 'role'>) =>
  step.status === 'APPROVED' && step.role === HR_MANAGER_ROLE ? 'Acknowledged' : STATUSES[step.status];
