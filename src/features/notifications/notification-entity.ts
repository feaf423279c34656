import type { Notification } from '../../../contract/api/notifications.ts';
import type { EntityRef } from '../../../commands/types.ts';
import { notificationText } from './notification-label.ts';

export const notificationEntity = (n: Notification): EntityRef => ({
  kind: 'notification',
  id: n.id,
  name: notificationText(n),
  extra: { type: n.type, request_id: n.request_id, is_read: n.is_read },
});
