import { z } from 'zod';
import { NOTIFICATION_OUTCOMES } from '../notifications.ts';
import { envelope, timestamp } from './common.ts';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  request_id: z.number().int().nullable(),
  employee_name: z.string().nullable(),
  /** null: a request waits for the reader; otherwise how the reader's own request ended. */
  outcome: z.enum(NOTIFICATION_OUTCOMES).nullable(),
  is_read: z.boolean(),
  created_at: timestamp,
  url: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponse = envelope(
  z.object({ notifications: z.array(notificationSchema), unread_count: z.number().int() }),
);
export type NotificationsData = z.infer<typeof notificationsResponse>['data'];
