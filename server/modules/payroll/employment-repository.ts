// Queries for the pay the law ties to employment: the gross of earlier payslips (the half-year's average wage,
// the wages a fixed-duration contract paid) and the frozen settlements of leavers.
import type { Insertable, Kysely } from 'kysely';
import type { DB, EmploymentEndTable } from '../../db/schema.ts';
import { ofRunGeneration, WRITING } from './repository.ts';

/** Each employee's gross pay per month paid from `fromMonth` to `toMonth` (inclusive), in month order. */
export async function grossByMonth(
  db: Kysely<DB>,
  fromMonth: string,
  toMonth: string,
  employeeId?: number,
): Promise<Map<number, { month: string; gross: number }[]>> {
  let q = db
    .selectFrom('payslip')
    .innerJoin('payroll_run', ofRunGeneration)
    .select(['payslip.employee_id', 'payroll_run.month', 'payslip.gross_cents'])
    .where('payroll_run.status', '<>', WRITING)
    .where('payroll_run.month', '>=', fromMonth)
    .where('payroll_run.month', '<=', toMonth);
  if (employeeId !== undefined) q = q.where('payslip.employee_id', '=', employeeId);
  const out = new Map<number, { month: string; gross: number }[]>();
  for (const r of await q.orderBy('payslip.employee_id').orderBy('payroll_run.month').execute()) {
    const list = out.get(r.employee_id) ?? [];
    list.push({ month: r.month, gross: r.gross_cents });
    out.set(r.employee_id, list);
  }
  return out;
}

export const findEnd = (db: Kysely<DB>, employeeId: number) =>
  db.selectFrom('employment_end').selectAll().where('employee_id', '=', employeeId).executeTakeFirst();
export type EndRow = NonNullable<Awaited<ReturnType<typeof findEnd>>>;

export const insertEnd = (trx: Kysely<DB>, values: Insertable<EmploymentEndTable>) =>
  trx.insertInto('employment_end').values(values).execute();

export const leaverOf = (db: Kysely<DB>, id: number) =>
  db
    .selectFrom('employee')
    .select(['id', 'first_name', 'last_name', 'staff_id', 'join_date', 'salary_cents', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Leave types whose name says annual leave (the ledger holds no other mark of it), lowest id first. */
export const annualLeaveType = (db: Kysely<DB>) =>
  db
    .selectFrom('leave_type')
    .select(['id', 'name'])
    .where('name', 'like', '%nnual%')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
