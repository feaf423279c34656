// Indexes for the dashboard's one call at 100,000 employees: probations ending soon (a date range, otherwise a
// scan of the directory) and the active employees who join after a date (the attendance summary counts the
// active and joined as everyone less the resigned and those). Frozen once landed.
import type { Kysely } from 'kysely';

export function dashboardIndexes() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('employee_probation_end').on('employee').column('probation_end_date').execute();
      await db.schema.createIndex('employee_status_join').on('employee').columns(['status', 'join_date']).execute();
    },
  };
}
