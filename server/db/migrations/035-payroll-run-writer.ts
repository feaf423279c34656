// Who is writing a run that is not yet whole: a generation writes its payslips in several short transactions
// under the hidden status `writing` (payroll/run-writing.ts), and a run left so by a writer that died is deleted
// once that writer is known to be gone. The writer names its machine and process; null on every whole run.
// Frozen once landed.
import type { Kysely } from 'kysely';

export function payrollRunWriter() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('payroll_run').addColumn('writer', 'text').execute();
    },
  };
}
