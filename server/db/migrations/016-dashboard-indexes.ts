// Indexes for the dashboard's one call at 100,000 employees: probations ending soon (a date range, otherwise a
// scan of the directory) and the employees who join after a date, with their status (the attendance summary
// counts the active and joined as everyone less the resigned and the active who join later). Frozen once landed.
import type { Kysely } from 'kysely';

export function dashboardIndexes() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('employee_probation_end').on('employee').column('probation_end_date').execute();
      await db.schema.createIndex('employee_join_status').on('employee').columns(['join_date', 'status']).execute();
    },
  };
}
