import type { Notification } from '../../../contract/api/notifications.ts';
import type { NotificationOutcome } from '../../../contract/notifications.ts';

const TYPE_LABELS: Record<string, string> = {
  overtime_request: 'overtime request',
  ot_request: 'overtime request',
  postclock_request: 'post clock request',
  post_clock: 'post clock request',
  leave_request: 'leave request',
};

const OUTCOME_LABELS: Record<NotificationOutcome, string> = {
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  settled: 'settled by an attendance correction',
};

/**
 * "Dara Sok sent a leave request" (a request waits for you), or "Your leave request for Dara Sok was approved"
 * (how your own request ended). Plain text: React escapes it where it is shown.
 */
export function notificationText(
  n: Pick<Notification, 'type' | 'employee_name'> & { outcome?: NotificationOutcome | null },
): string {
  const what = TYPE_LABELS[n.type] ?? n.type.replace(/_/g, ' ');
  const outcome = n.outcome ? OUTCOME_LABELS[n.outcome] : undefined;
  if (outcome) return `Your ${what}${n.employee_name ? ` for ${n.employee_name}` : ''} was ${outcome}`;
  return `${n.employee_name ?? 'Someone'} sent ${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what}`;
}
