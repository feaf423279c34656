import type { Kysely } from 'kysely';
import { notificationTarget, type NotificationOutcome } from '../../../contract/notifications.ts';
import type { DB } from '../../db/schema.ts';
import { nowIso, toNumber } from '../../db/database.ts';

/** The newest notifications shown in the popover; older ones stay stored. */
const LIST_LIMIT = 50;

export function listForUser(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('notification')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

export async function unreadCount(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}

/** Marks one of the user's own notifications; another user's id matches nothing. */
export async function markRead(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('notification')
    .set({ is_read: 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markAllRead(db: Kysely<DB>, userId: number): Promise<number> {
  const result = await db
    .updateTable('notification')
    .set({ is_read: 1 })
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

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

/** Used by the areas that raise notifications (requests) and by the demo seed. */
export async function notify(db: Kysely<DB>, items: NotifyInput[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('notification')
    .values(
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
    )
    .execute();
}
