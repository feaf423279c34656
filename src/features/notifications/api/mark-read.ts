import { dashboard } from '../../../../contract/api/routes/dashboard.ts';
import { notifications } from '../../../../contract/api/routes/notifications.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export async function markNotificationRead(id: number): Promise<void> {
  await call(notifications.markRead, { params: { id } });
  void revalidate(notifications.list);
  void revalidate(dashboard.get);
}

export async function markAllNotificationsRead(): Promise<void> {
  await call(notifications.markAllRead);
  void revalidate(notifications.list);
  void revalidate(dashboard.get);
}
