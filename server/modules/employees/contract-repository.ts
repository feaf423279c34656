// Queries of employment contracts and of what bounds them: the employee's join date and status, and how far an
// approved payroll has paid (read from payroll_run and the closed period's dates, so employees never imports
// payroll).
import type { Insertable, Kysely } from 'kysely';
import type { DB, EmploymentContractTable } from '../../db/schema.ts';

export const employeeOf = (db: Kysely<DB>, id: number) =>
  db
    .selectFrom('employee')
    .select(['id', 'first_name', 'last_name', 'join_date', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();

/** An employee's contracts, newest start first. */
export const contractsOf = (db: Kysely<DB>, employeeId: number) =>
  db
    .selectFrom('employment_contract')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .orderBy('start_date', 'desc')
    .execute();
export type ContractRow = Awaited<ReturnType<typeof contractsOf>>[number];

/** Every contract that started by `on`, per employee newest first (the first of each is the one in force). */
export const contractsStartedBy = (db: Kysely<DB>, on: string) =>
  db
    .selectFrom('employment_contract')
    .selectAll()
    .where('start_date', '<=', on)
    .orderBy('employee_id')
    .orderBy('start_date', 'desc')
    .execute();

export async function insertContract(trx: Kysely<DB>, values: Insertable<EmploymentContractTable>) {
  const { id } = await trx.insertInto('employment_contract').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The newest approved run and the last day its period paid. */
export const lastApprovedPay = (db: Kysely<DB>) =>
  db
    .selectFrom('payroll_run')
    .innerJoin('attendance_close', 'attendance_close.period', 'payroll_run.month')
    .select(['payroll_run.month', 'attendance_close.to_date'])
    .where('payroll_run.status', '=', 'approved')
    .orderBy('payroll_run.month', 'desc')
    .limit(1)
    .executeTakeFirst();

export const employmentEndOf = (db: Kysely<DB>, employeeId: number) =>
  db.selectFrom('employment_end').select(['last_day']).where('employee_id', '=', employeeId).executeTakeFirst();

export const markResigned = (trx: Kysely<DB>, id: number, updatedAt: string) =>
  trx.updateTable('employee').set({ status: 'resigned', updated_at: updatedAt }).where('id', '=', id).execute();
