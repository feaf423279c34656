// Payroll corrections: a correction to an approved (locked) run is a pay line into a later month flagged with the run
// it corrects, never an edit of the run's payslips. Frozen once landed.
import type { Kysely } from 'kysely';

export function payrollAdjustments() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('pay_line')
        .addColumn('adjusts_payroll_id', 'integer', (c) => c.references('payroll_run.id').onDelete('set null'))
        .execute();
    },
  };
}
