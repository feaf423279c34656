// A user's notifications read from their own index entries, however many they have. Migration 001 indexed them by
// user and id only, so the unread count (every dashboard and every page's bell) read each of the user's
// notifications to test is_read, and the popover sorted all of them by time to show 50. An HR manager gets one
// per request at their step: at 100,000 employees, over a million a year. Frozen once landed.
import type { Kysely } from 'kysely';

export function notificationIndexes() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('notification_user_unread')
        .on('notification')
        .columns(['user_id', 'is_read'])
        .execute();
      await db.schema
        .createIndex('notification_user_created')
        .on('notification')
        .columns(['user_id', 'created_at', 'id'])
        .execute();
    },
  };
}
