// The employee's tax status as the payslip was computed with it (residency, a dependent spouse, children), frozen
// like every other figure of the payslip: the month's tax on salary return lists them per employee, and an edit
// of the employee's tax details afterwards must not change a filed month. Null on payslips written before this
// migration: the return then reads the employee's tax details as they are now (and says so).
import type { Kysely } from 'kysely';

export function payslipTaxStatus() {
  return {
    async up(db: Kysely<any>) {
      for (const column of ['tax_resident', 'tax_spouse', 'tax_children'])
        await db.schema.alterTable('payslip').addColumn(column, 'integer').execute();
    },
  };
}
