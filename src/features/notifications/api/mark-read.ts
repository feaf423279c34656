import { API } from '../../../../contract/api/paths.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export async function markNotificationRead(id: number): Promise<void> {
  await apiSend('PUT', API.notificationMarkRead(id));
  void revalidate(API.notifications);
  void revalidate(API.dashboard);
}

export async function markAllNotificationsRead(): Promise<void> {
  await apiSend('PUT', API.notificationsMarkAllRead);
  void revalidate(API.notifications);
  void revalidate(API.dashboard);
}
