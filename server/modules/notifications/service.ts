// Notifications: each signed-in user reads and marks only their own. Other areas raise them with notify
// (from here), inside their own transaction.
import type { Kysely } from 'kysely';
import type { NotificationsData } from '../../../contract/api/notifications.ts';
import { notificationTarget, type NotificationOutcome } from '../../../contract/notifications.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import * as repo from './repository.ts';

export interface NotifyInput {
  userId: number;
  type: string;
  requestId: number | null;
  employeeName: string | null;
  /** How the reader's own request ended; left out for "a request waits for you". */
  outcome?: NotificationOutcome | null;
  createdAt?: string;
  isRead?: boolean;
}

/** Raises notifications in the caller's transaction (the requests areas and the demo seed); each opens its page. */
export async function notify(trx: Kysely<DB>, items: NotifyInput[]): Promise<void> {
  await repo.insertNotifications(
    trx,
    items.map((n) => ({
      user_id: n.userId,
      type: n.type,
      request_id: n.requestId,
      employee_name: n.employeeName,
      outcome: n.outcome ?? null,
      is_read: n.isRead ? 1 : 0,
      url: notificationTarget(n.type, n.requestId),
      created_at: n.createdAt ?? nowIso(),
    })),
  );
}

/** Marks every notification of this user read (also used by the demo seed); answers how many changed. */
export const markAllRead = (db: Kysely<DB>, userId: number): Promise<number> => repo.markAllRead(db, userId);

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
