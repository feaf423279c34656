// The ledger is the one leave balance: the yearly balance rows go (their adjustments became dated lines of the
// ledger when policies were dated, and every adjustment since was recorded as a line; taken, pending and carried
// days are derived from the requests). Two more settings of a policy version: a leave that counts calendar days
// (maternity) rather than working days, and the most days one request may take (special leave, per family
// event). Frozen once landed.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database.ts';

export function leaveLedgerOnly(dialect: DialectName) {
  const real = sql.raw(dialect === 'sqlite' ? 'real' : 'double precision');
  return {
    async up(db: Kysely<any>) {
      await db.schema.dropTable('leave_balance').execute();
      await db.schema
        .alterTable('leave_policy')
        .addColumn('calendar_days', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('leave_policy').addColumn('max_days_per_request', real).execute();
    },
  };
}
