// Two more settings of a leave policy version: the months of service before a leave of the type is paid at all
// (maternity pay needs a year of service; leave taken before then is unpaid), and the leave type whose balance a
// leave of this type is also taken from (special leave from annual leave). Null means neither. Frozen once landed.
import type { Kysely } from 'kysely';

export function leavePolicyPayAndDeduction() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('leave_policy').addColumn('paid_after_months', 'integer').execute();
      await db.schema
        .alterTable('leave_policy')
        .addColumn('deducts_from_leave_type_id', 'integer', (c) => c.references('leave_type.id').onDelete('set null'))
        .execute();
    },
  };
}
