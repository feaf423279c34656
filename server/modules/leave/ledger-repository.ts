// What a leave ledger is derived from: the type's dated policy versions, the employee's pending and approved
// leave of the type, and HR's dated adjustments. Each read is one indexed query, for one employee or for many
// at once (the balances of everyone on a day).
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, LeaveAdjustmentTable, LeavePolicyTable } from '../../db/schema.ts';

export type PolicyRow = Selectable<LeavePolicyTable>;

/** Every version of every type's policy, by type and oldest first (a few rows per type). */
export function allPolicyRows(db: Kysely<DB>) {
  return db.selectFrom('leave_policy').selectAll().orderBy('leave_type_id').orderBy('valid_from').execute();
}

export async function insertPolicy(trx: Kysely<DB>, values: Insertable<LeavePolicyTable>): Promise<number> {
  const row = await trx.insertInto('leave_policy').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function deletePolicyOfMonth(trx: Kysely<DB>, typeId: number, month: string) {
  return trx.deleteFrom('leave_policy').where('leave_type_id', '=', typeId).where('valid_from', '=', month).execute();
}

export interface LeaveRow {
  employee_id: number;
  leave_type_id: number;
  start_date: string;
  end_date: string;
  status: string;
  days: number;
}

/** The employees' pending and approved leave of these types (of every type, of everyone, without a list), by
 * first day. */
export function leaveOfEmployees(
  db: Kysely<DB>,
  typeIds: number[] | undefined,
  employeeIds?: number[],
): Promise<LeaveRow[]> {
  return db
    .selectFrom('approval_request as r')
    .innerJoin('leave_request as lr', 'lr.request_id', 'r.id')
    .select(['r.employee_id', 'lr.leave_type_id', 'r.start_date', 'r.end_date', 'r.status', 'lr.days'])
    .where('r.kind', '=', 'leave')
    .$if(!!employeeIds, (q) => q.where('r.employee_id', 'in', employeeIds!))
    .where('r.status', 'in', ['pending', 'approve'])
    .$if(!!typeIds, (q) => q.where('lr.leave_type_id', 'in', typeIds!))
    .orderBy('r.start_date')
    .execute();
}

/** The employees' adjustments of these types, oldest first (of every type, of everyone, without a list). */
export function adjustmentsOfEmployees(db: Kysely<DB>, typeIds: number[] | undefined, employeeIds?: number[]) {
  return db
    .selectFrom('leave_adjustment')
    .select(['employee_id', 'leave_type_id', 'date', 'days', 'reason', 'by_username'])
    .$if(!!employeeIds, (q) => q.where('employee_id', 'in', employeeIds!))
    .$if(!!typeIds, (q) => q.where('leave_type_id', 'in', typeIds!))
    .orderBy('date')
    .orderBy('id')
    .execute();
}

export async function insertAdjustment(trx: Kysely<DB>, values: Insertable<LeaveAdjustmentTable>): Promise<number> {
  const row = await trx.insertInto('leave_adjustment').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Join dates and names of the employees (of everyone active without a list). */
export function joinDates(db: Kysely<DB>, employeeIds?: number[]) {
  return db
    .selectFrom('employee')
    .select(['id', 'join_date', 'first_name', 'last_name'])
    .$if(!!employeeIds, (q) => q.where('id', 'in', employeeIds!))
    .$if(!employeeIds, (q) => q.where('status', '=', 'active'))
    .execute();
}

/** Every leave type, by name, with what a type without a dated policy follows. */
export function allLeaveTypes(db: Kysely<DB>) {
  return db
    .selectFrom('leave_type')
    .select(['id', 'name', 'days_per_year', 'carry_over_limit', 'paid'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Every approved leave touching [from, to], with its half days and the employee's join date (payroll's month). */
export function approvedLeaveBetween(db: Kysely<DB>, from: string, to: string) {
  return db
    .selectFrom('approval_request as r')
    .innerJoin('leave_request as lr', 'lr.request_id', 'r.id')
    .innerJoin('employee as e', 'e.id', 'r.employee_id')
    .select([
      'r.employee_id',
      'lr.leave_type_id',
      'r.start_date',
      'r.end_date',
      'lr.start_half',
      'lr.end_half',
      'e.join_date',
    ])
    .where('r.kind', '=', 'leave')
    .where('r.status', '=', 'approve')
    .where('r.start_date', '<=', to)
    .where('r.end_date', '>=', from)
    .execute();
}
