// A request's words in the language on screen: its status, its steps and their roles, by the stored value; a
// step or role the catalogue does not know reads out of its code.
import type { StepItem } from '../../../contract/api/requests.ts';
import {
  codeWords,
  HR_MANAGER_ROLE,
  LEAD_MANAGER_ROLE,
  PENDING_ACKNOWLEDGE_LABEL,
  stepNameLabel,
  type RequestStatus,
} from '../../../contract/labels.ts';
import { isMessageKey, textNow, type Text } from '../../i18n/text.ts';

const known = (t: Text, key: string, fallback: string) => (isMessageKey(key) ? t(key) : fallback);

/** The status the server labelled: "Pending acknowledge" is a pending request its lead has approved. */
export const statusText = (t: Text, status: RequestStatus, label: string) =>
  t(label === PENDING_ACKNOWLEDGE_LABEL ? 'requests.status.pending_acknowledge' : `requests.status.${status}`);

export const stepNameText = (name: string, t: Text = textNow) => known(t, `requests.step.${name}`, stepNameLabel(name));

/** A step's role as people say it ("Lead manager"); a role the console does not know is read out of its code. */
export const stepRoleText = (t: Text, role: string) =>
  role === LEAD_MANAGER_ROLE || role === HR_MANAGER_ROLE ? t(`requests.role.${role}`) : codeWords(role);

/** What happened at a step; the HR step's approval reads "Acknowledged". */
export const stepStatusText = (t: Text, step: Pick<StepItem, 'status' | 'role'>) =>
  t(
    step.status === 'APPROVED' && step.role === HR_MANAGER_ROLE
      ? 'requests.stepStatus.acknowledged'
      : `requests.stepStatus.${step.status}`,
  );
