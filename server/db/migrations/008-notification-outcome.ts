// A notification says how the reader's own request ended: approved, rejected or cancelled; null, as for every row
// before this migration, for "a request waits for you". Frozen once landed.
import type { Kysely } from 'kysely';

export function notificationOutcome() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('notification').addColumn('outcome', 'text').execute();
    },
  };
}
