import type { notificationSchemas } from '../notifications.ts';
import { routeTable } from '../route.ts';

/** Every signed-in user has notifications; each sees and marks only their own. */
export const notifications = routeTable<typeof notificationSchemas>()({
  list: ['GET', '/notifications', 'authenticated'],
  markAllRead: ['PUT', '/notifications/mark-all-read', 'authenticated'],
  markRead: ['PUT', '/notifications/:id/mark-read', 'authenticated'],
});
