// Leave policies as dated versions per leave type, and HR's balance adjustments as dated lines, so a balance
// can be derived for any day (the ledger) instead of kept by year. A version applies from the first day of its
// month (valid_from, YYYY-MM) until the next one; null limits mean none. Adjustments made before this migration
// were kept as one figure per year: they become one line on 1 January of that year. Frozen once landed.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './columns.ts';

export function leavePolicies(dialect: DialectName) {
  const real = sql.raw(dialect === 'sqlite' ? 'real' : 'double precision');
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('leave_policy'), dialect)
        .addColumn('leave_type_id', 'integer', (c) => c.notNull().references('leave_type.id').onDelete('cascade'))
        .addColumn('valid_from', 'text', (c) => c.notNull())
        .addColumn('accrual', 'text', (c) => c.notNull())
        .addColumn('days', real, (c) => c.notNull())
        .addColumn('seniority_days', real, (c) => c.notNull().defaultTo(0))
        .addColumn('seniority_every_years', 'integer')
        .addColumn('usable_after_months', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('yearly_cap', real)
        .addColumn('carry_over_limit', real)
        .addColumn('carry_over_expires_after_months', 'integer')
        .addColumn('proration', 'text', (c) => c.notNull())
        .addColumn('pending_holds', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('allow_negative', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pay_percent', 'integer', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('created_by_username', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('leave_policy_type_month')
        .on('leave_policy')
        .columns(['leave_type_id', 'valid_from'])
        .unique()
        .execute();

      await withId(db.schema.createTable('leave_adjustment'), dialect)
        .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
        .addColumn('leave_type_id', 'integer', (c) => c.notNull().references('leave_type.id'))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('days', real, (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('by_username', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('leave_adjustment_employee')
        .on('leave_adjustment')
        .columns(['employee_id', 'leave_type_id', 'date'])
        .execute();
      await sql`
        insert into leave_adjustment (employee_id, leave_type_id, date, days, reason, by_username, created_at)
        select employee_id, leave_type_id, ${sql.raw(dialect === 'sqlite' ? "year || '-01-01'" : "year::text || '-01-01'")},
               adjustment, 'Adjustments of the year before they were dated', 'system', updated_at
        from leave_balance where adjustment <> 0`.execute(db);
    },
  };
}
