// The activity log at a million entries: where each change came from (the client's user agent, beside the address), and
// one index per filter the log page offers, each ending with (created_at, id), the order the page reads, so a filtered
// page is a range of one index read in order rather than a sort. The record index leads with the record id (a record is
// named by id and resource, and an id alone narrows most); it replaces 001's (resource, record_id). Frozen once landed.
import type { Kysely } from 'kysely';

const INDEXES: Array<{ name: string; columns: string[] }> = [
  { name: 'activity_log_when', columns: ['created_at', 'id'] },
  { name: 'activity_log_actor_when', columns: ['actor_id', 'created_at', 'id'] },
  { name: 'activity_log_resource_when', columns: ['resource', 'created_at', 'id'] },
  { name: 'activity_log_resource_action_when', columns: ['resource', 'action', 'created_at', 'id'] },
  { name: 'activity_log_action_when', columns: ['action', 'created_at', 'id'] },
  { name: 'activity_log_record_when', columns: ['record_id', 'resource', 'created_at', 'id'] },
];

export function activityLog() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('activity_log').addColumn('user_agent', 'text').execute();
      await db.schema.dropIndex('activity_log_resource').execute();
      for (const index of INDEXES)
        await db.schema.createIndex(index.name).on('activity_log').columns(index.columns).execute();
    },
  };
}
