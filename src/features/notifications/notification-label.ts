import type { Notification } from '../../../contract/api/notifications.ts';

const TYPE_LABELS: Record<string, string> = {
  overtime_request: 'overtime request',
  ot_request: 'overtime request',
  postclock_request: 'post clock request',
  post_clock: 'post clock request',
  leave_request: 'leave request',
};

/** "Dara Sok sent a leave request" */
export function notificationText(n: Notification): string {
  const what = TYPE_LABELS[n.type] ?? n.type.replace(/_/g, ' ');
  return `${n.employee_name ?? 'Someone'} sent a ${what}`;
}
