import { z } from 'zod';
import { NOTIFICATION_OUTCOMES } from '../notifications.ts';
import { envelope, idParams, messageOnly, timestamp } from './common.ts';

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

/** The notifications routes' schemas, keyed like their route table (routes/notifications.ts). */
export const notificationSchemas = {
  list: { summary: "The signed-in user's notifications", response: notificationsResponse },
  markAllRead: { summary: "Mark all the signed-in user's notifications read", response: messageOnly },
  markRead: { summary: 'Mark one of your notifications read', params: idParams, response: messageOnly },
};
