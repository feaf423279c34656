// What the statutory files read besides the run's payslips: each payslip's frozen tax status, the employees'
// details the forms ask for (sex, join date, today's tax details for payslips written before the status was
// frozen), the kind of each benefit pay line, and the days each employee worked in the period.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ofRunGeneration } from './repository.ts';

export const runTaxStatuses = (db: Kysely<DB>, runId: number) =>
  db
    .selectFrom('payslip')
    .innerJoin('payroll_run', ofRunGeneration)
    .innerJoin('employee', 'employee.id', 'payslip.employee_id')
    .leftJoin('employee_tax', 'employee_tax.employee_id', 'payslip.employee_id')
    .select([
      'payslip.employee_id',
      'payslip.tax_resident',
      'payslip.tax_spouse',
      'payslip.tax_children',
      'employee.gender',
      'employee.join_date',
      'employee_tax.resident as now_resident',
      'employee_tax.spouse_dependant as now_spouse',
      'employee_tax.children as now_children',
    ])
    .where('payslip.payroll_id', '=', runId)
    .execute();
export type RunTaxStatusRow = Awaited<ReturnType<typeof runTaxStatuses>>[number];

/** The benefit kind (in_kind, employer_pension) of each pay line asked for. */
export async function benefitKinds(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('pay_line').select(['id', 'benefit']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.benefit]));
}
