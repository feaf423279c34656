// Notifications: each signed-in user reads and marks only their own. Other areas raise them with notify
// (from here), inside their own transaction.
import type { NotificationsData } from '../../../contract/api/notifications.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import * as repo from './repository.ts';

export { notify, markAllRead, type NotifyInput } from './repository.ts';

export async function notificationsOf(db: Database, actor: Actor): Promise<NotificationsData> {
  const [rows, unread] = await Promise.all([
    repo.listForUser(db.kysely, actor.id),
    repo.unreadCount(db.kysely, actor.id),
  ]);
  return {
    notifications: rows.map((n) => ({
      id: n.id,
      type: n.type,
      request_id: n.request_id,
      employee_name: n.employee_name,
      outcome: n.outcome,
      is_read: n.is_read === 1,
      created_at: n.created_at,
      url: n.url,
    })),
    unread_count: unread,
  };
}

/** Another user's notification is "not found", the same as one that does not exist. */
export async function markOneRead(db: Database, actor: Actor, id: number): Promise<void> {
  if (!(await repo.markRead(db.kysely, actor.id, id))) throw notFound('Notification not found');
}

export async function markEveryRead(db: Database, actor: Actor): Promise<void> {
  await repo.markAllRead(db.kysely, actor.id);
}
