// A run's payslips come in generations: a regeneration writes the new set beside the old one, in short
// transactions, under the next generation number, then switches the run's `generation` to it in one short
// transaction and deletes the old set (payroll/run-regeneration.ts). Readers take only the payslips of the run's
// current generation, so they see the whole old set or the whole new one. An employee's payslip is unique per
// run and generation, no longer per run. PostgreSQL swaps the constraint; SQLite cannot drop one, so its payslip
// table is built again with the new one (its indexes and triggers with it), the documented way to change a table.
// Frozen once landed.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

export function payslipGeneration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('payroll_run')
        .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('payslip')
        .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      if (dialect === 'postgres') {
        await sql`alter table payslip drop constraint payslip_run_employee`.execute(db);
        await sql`alter table payslip add constraint payslip_run_employee
          unique (payroll_id, generation, employee_id)`.execute(db);
        return;
      }
      const objects = await sql<{ type: string; name: string; sql: string | null }>`
        select type, name, sql from sqlite_master where tbl_name = 'payslip'`.execute(db);
      const table = objects.rows.find((o) => o.type === 'table')!.sql!;
      const rebuilt = table
        .replace(/^create table "?payslip"?/i, 'create table "payslip_rebuilt"')
        .replace(
          /constraint "payslip_run_employee" unique \("payroll_id", "employee_id"\)/,
          'constraint "payslip_run_employee" unique ("payroll_id", "generation", "employee_id")',
        );
      if (rebuilt === table || !rebuilt.includes('"generation", "employee_id"'))
        throw new Error(`payslip's table is not as expected: ${table}`);
      const others = objects.rows.filter((o) => o.type !== 'table' && o.sql);
      await sql.raw(rebuilt).execute(db);
      await sql`insert into payslip_rebuilt select * from payslip`.execute(db);
      await sql`drop table payslip`.execute(db);
      await sql`alter table payslip_rebuilt rename to payslip`.execute(db);
      for (const o of others) await sql.raw(o.sql!).execute(db);
    },
  };
}
