// A leave request's year goes: the ledger reads a leave by its dates, and nothing read the year since the yearly
// balance rows went (031). Dropping the column is safe on both databases: PostgreSQL drops any column, and SQLite
// (3.35 on) drops one that no index, key, constraint, trigger or view names, which holds of this one (the only
// index of leave_request is on leave_type_id). Frozen once landed.
import type { Kysely } from 'kysely';

export function leaveRequestNoYear() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('leave_request').dropColumn('year').execute();
    },
  };
}
