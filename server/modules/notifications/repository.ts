// Notification rows: the queries behind the notifications service.
import type { Kysely } from 'kysely';
import type { DB, NewNotification } from '../../db/schema.ts';

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
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  return row.n;
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

export async function insertNotifications(db: Kysely<DB>, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('notification').values(rows).execute();
}
