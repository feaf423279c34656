import type { Notification } from '../../../contract/api/notifications.ts';
import type { NotificationOutcome } from '../../../contract/notifications.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { textNow, type Text } from '../../i18n/text.ts';

const TYPE_LABELS: Record<string, MessageKey> = {
  overtime_request: 'notifications.kind.overtime',
  ot_request: 'notifications.kind.overtime',
  postclock_request: 'notifications.kind.postClock',
  post_clock: 'notifications.kind.postClock',
  leave_request: 'notifications.kind.leave',
};

const OUTCOME_LABELS: Record<NotificationOutcome, MessageKey> = {
  approved: 'notifications.outcome.approved',
  rejected: 'notifications.outcome.rejected',
  cancelled: 'notifications.outcome.cancelled',
  settled: 'notifications.outcome.settled',
};

/**
 * "Dara Sok sent a leave request" (a request waits for you), or "Your leave request for Dara Sok was approved"
 * (how your own request ended), in the language on screen. Plain text: React escapes it where it is shown.
 */
export function notificationText(
  n: Pick<Notification, 'type' | 'employee_name'> & { outcome?: NotificationOutcome | null },
  t: Text = textNow,
): string {
  const kind = TYPE_LABELS[n.type];
  // A type this console does not know is named by its own words.
  const what = kind ? t(kind) : n.type.replace(/_/g, ' ');
  if (n.outcome) {
    const outcome = t(OUTCOME_LABELS[n.outcome]);
    return n.employee_name
      ? t('notifications.yoursFor', { what, name: n.employee_name, outcome })
      : t('notifications.yours', { what, outcome });
  }
  const name = n.employee_name ?? t('notifications.someone');
  return t(/^[aeiou]/i.test(what) ? 'notifications.sentAn' : 'notifications.sentA', { name, what });
}
