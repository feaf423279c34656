// Payroll's money in 64-bit integers on PostgreSQL. Migration 011 made it `integer`, which PostgreSQL keeps in 32
// bits (2,147,483,647):
// - a run's totals: $21.5 million in cents, a month's gross at about 12,000 employees, so generating a larger
//   company's payroll failed ("out of range for type integer"; the bench's 100,000 employees found it);
// - a payslip's riel: 2.1 billion riel is about $525,000 at 4,100, under the $10 million a salary may be, and its
//   cents a little over $21 million, which a large salary with overtime and pay lines can pass.
// SQLite's integers are 64-bit already. Frozen once landed.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

const RUN_TOTALS = ['gross_cents', 'net_cents', 'tax_cents', 'employee_nssf_cents', 'employer_cents'];
const PAYSLIP_AMOUNTS = [
  'base_cents',
  'gross_cents',
  'taxable_cents',
  'tax_riel',
  'tax_cents',
  'employee_nssf_cents',
  'employer_cents',
  'net_cents',
  'net_riel',
];

export function payrollMoneyBigint(dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      for (const [table, columns] of [
        ['payroll_run', RUN_TOTALS],
        ['payslip', PAYSLIP_AMOUNTS],
      ] as const) {
        const changes = columns.map((c) => sql`alter column ${sql.ref(c)} type bigint`);
        await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
      }
    },
  };
}
