// Display labels for stored values.

export const USER_STATUSES = ['Active', 'Inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const REQUEST_STATUSES = ['pending', 'approve', 'reject', 'cancel'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  approve: 'Approved',
  reject: 'Rejected',
  cancel: 'Cancelled',
};
export const PENDING_ACKNOWLEDGE_LABEL = 'Pending acknowledge';

export const LEAD_MANAGER_STEP = 'LEAD_MANAGER_APPROVAL';
export const HR_ACKNOWLEDGE_STEP = 'HR_ACKNOWLEDGEMENT';
export const HR_MANAGER_ROLE = 'HR_MANAGER';
/** The role value of a request's first step: the requester's team lead or department manager, or a Lead Manager. */
export const LEAD_MANAGER_ROLE = 'LEAD_MANAGER';

const STEP_NAME_LABELS: Record<string, string> = {
  [LEAD_MANAGER_STEP]: 'Lead manager approval',
  [HR_ACKNOWLEDGE_STEP]: 'HR acknowledgement',
};
/** SOME_CODE → "Some code", for names the table above does not know. */
export const codeWords = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');
/** An approval step's name as people say it: "Lead manager approval". */
export const stepNameLabel = (name: string) => STEP_NAME_LABELS[name] ?? codeWords(name);

/** The label of the approval action: HR acknowledges, everyone else approves. */
export function approvalActionLabel(stepRole: string | null | undefined): string {
  return stepRole === HR_MANAGER_ROLE ? 'Acknowledged' : 'Approve';
}

export function requestStatusLabel(
  status: RequestStatus,
  steps: ReadonlyArray<{ stepName: string; status: string }> = [],
): string {
  const leadApproved = steps.some((s) => s.stepName === LEAD_MANAGER_STEP && s.status === 'APPROVED');
  if (status === 'pending' && leadApproved) return PENDING_ACKNOWLEDGE_LABEL;
  return REQUEST_STATUS_LABELS[status];
}

/** By probation state: a hire with no probation end date has had no probation (not "Passed"). */
export const PROBATION_LABELS = { passed: 'Passed', on_probation: 'On Probation', none: 'No probation' } as const;

/** The two kinds of post clock request; here, apart from the zod schemas, so lists can name them without zod. */
export const POST_CLOCK_TYPES = ['forget_clock_in', 'forget_clock_out'] as const;

export const POST_CLOCK_TYPE_LABELS = {
  forget_clock_in: 'Forget Clock In',
  forget_clock_out: 'Forget Clock Out',
} as const;

/** Role name shown when the server gives none. */
export const DEFAULT_ROLE_NAME = 'Super Admin';
