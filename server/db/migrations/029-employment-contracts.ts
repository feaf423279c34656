// Employment contracts and their ends. A contract row is one version of an employee's contract from its start
// date (undetermined duration, or fixed with its end date); the newest start on or before a day is the one in
// force that day, so the rows are the history. An employment end is the leaver's final settlement, computed once
// and frozen with each amount and the rule behind it (as a payslip is). Frozen once landed.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './columns.ts';

export function employmentContracts(dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('employment_contract'), dialect)
        .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text')
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by_username', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('employment_contract_employee_start')
        .on('employment_contract')
        .columns(['employee_id', 'start_date'])
        .unique()
        .execute();

      await withId(db.schema.createTable('employment_end'), dialect)
        .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
        .addColumn('last_day', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('notice_given_days', 'integer', (c) => c.notNull())
        .addColumn('contract_kind', 'text', (c) => c.notNull())
        .addColumn('exchange_rate', 'integer', (c) => c.notNull())
        .addColumn('employee_name', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'text', (c) => c.notNull())
        .addColumn('gross_cents', 'bigint', (c) => c.notNull())
        .addColumn('tax_cents', 'bigint', (c) => c.notNull())
        .addColumn('employee_nssf_cents', 'bigint', (c) => c.notNull())
        .addColumn('net_cents', 'bigint', (c) => c.notNull())
        .addColumn('net_riel', 'bigint', (c) => c.notNull())
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('lines', 'text', (c) => c.notNull())
        .addColumn('employer_lines', 'text', (c) => c.notNull())
        .addColumn('created_by_username', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('employment_end_employee')
        .on('employment_end')
        .column('employee_id')
        .unique()
        .execute();
    },
  };
}
