// Indexes that answer the dashboard's lists and counts from the index alone, without reading the rows (the figures
// before and after: bench/results/one-off-measurements.md).
// - Probations ending soon, active only: the status first, so the planner (SQLite has no statistics) takes it
//   over the status index alone; the window's count reads only the index, its page stops at the limit.
// - Approved requests of a kind by start date, with end date and employee: the counts of people out and of the
//   month's requests, and the week's absences in the index's own order, without reading a request row.
// - Users by status (and id, the list's order): the dashboard counts the inactive (few) where counting the
//   active read the whole table, and the users list filtered by status reads its page in order.
// Frozen once landed.
import type { Kysely } from 'kysely';

export function dashboardCoveringIndexes() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('employee_status_probation')
        .on('employee')
        .columns(['status', 'probation_end_date', 'id'])
        .execute();
      await db.schema
        .createIndex('approval_request_kind_status_start')
        .on('approval_request')
        .columns(['kind', 'status', 'start_date', 'end_date', 'employee_id'])
        .execute();
      await db.schema.createIndex('sys_user_status').on('sys_user').columns(['status', 'id']).execute();
    },
  };
}
