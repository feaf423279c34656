// The balances screen's answers, read from the ledger (the one balance there is): a page of (employee, leave
// type) pairs with each ledger's figures on a day, and HR's adjustment, which is a dated line of the ledger
// ("+2 adjustment by hr_manager: reason") recorded with who made it, when and why, and logged. An adjustment
// that would take a balance below zero on its day is refused unless the type's policy allows a negative balance.
import type { Kysely } from 'kysely';
import type { LeaveBalanceAdjustBody, LeaveBalanceItem, LeaveBalanceListQuery } from '../../../contract/api/leave.ts';
import type { Metadata } from '../../../contract/api/common.ts';
import { LEDGER_MESSAGES as M } from '../../../contract/leave-ledger-labels.ts';
import type { Database, DialectName } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { fullName } from '../../lib/names.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { businessToday } from '../../lib/time.ts';
import { logActivity } from '../activity-log/service.ts';
import * as repo from './balance-repository.ts';
import { ledgerOf, ledgersOfEmployees, leaveTypes, recordAdjustment, type EmployeeLedger } from './ledger-service.ts';
import { findLeaveType } from './leave-type-repository.ts';

type EmployeeRef = { id: number; staff_id: string; first_name: string; last_name: string };

const itemOf = (e: EmployeeRef, type: { id: number; name: string; paid: number }, l: EmployeeLedger) =>
  ({
    employee: { id: e.id, staff_id: e.staff_id, full_name: fullName(e) },
    leave_type: { id: type.id, name: type.name, paid: type.paid === 1 },
    on: l.on,
    balance: l.balance,
    pending: l.pending,
    booked: l.booked,
    available: l.available,
    usable_from: l.usableFrom,
  }) satisfies LeaveBalanceItem;

/** A page of (employee, leave type) pairs of current staff (or of the employee asked for), each read from the ledger. */
export async function listBalances(
  db: Database,
  q: LeaveBalanceListQuery,
): Promise<{ data: LeaveBalanceItem[]; metadata: Metadata }> {
  const on = q.on ?? businessToday();
  const types = leaveTypes(db.kysely);
  const { rows, total } = await repo.listBalancePairs(db.kysely, q);
  const ledgers = await ledgersOfEmployees(db.kysely, types, [...new Set(rows.map((r) => r.employee_id))], on);
  const data = rows.map((r) => {
    const ledger = ledgers.get(r.employee_id)!.find((l) => l.type.id === r.type_id)!;
    const e = { id: r.employee_id, staff_id: r.staff_id, first_name: r.first_name, last_name: r.last_name };
    return itemOf(e, { id: r.type_id, name: r.type_name, paid: r.paid }, ledger);
  });
  return { data, metadata: pageMetadata(q.page, q.limit, total) };
}

const hundredths = (n: number) => Math.round(n * 100);

/** The employee (locked on PostgreSQL, as a leave filing locks it, so an adjustment and a request are checked in
 * turn) and the type adjusted. */
async function refs(trx: Kysely<DB>, dialect: DialectName, body: LeaveBalanceAdjustBody) {
  const employee = await repo.findEmployeeRef(trx, body.employee_id, dialect);
  if (!employee) throw badRequest([{ field: 'employee_id', message: 'employee_id does not exist.' }]);
  const type = await findLeaveType(trx, body.leave_type_id);
  if (!type) throw badRequest([{ field: 'leave_type_id', message: 'leave_type_id does not exist.' }]);
  return { employee, type };
}

/** Adds or removes days from a day (today unless given), with a reason: one ledger line, logged. */
export function adjustBalance(db: Database, actor: Actor, body: LeaveBalanceAdjustBody): Promise<LeaveBalanceItem> {
  return db.tx(async (trx) => {
    const { employee, type } = await refs(trx, db.dialect, body);
    const date = body.date ?? businessToday();
    const before = await ledgerOf(trx, employee.id, type.id, date);
    if (date < before.employee.join_date)
      throw badRequest([{ field: 'date', message: M.adjustmentBeforeJoin(before.employee.join_date) }]);
    if (!before.policy.allowNegative && hundredths(before.balance) + hundredths(body.days) < 0)
      throw badRequest([{ field: 'days', message: M.adjustmentNegative(before.balance, date) }]);
    const id = await recordAdjustment(trx, actor, {
      employeeId: employee.id,
      typeId: type.id,
      date,
      days: body.days,
      reason: body.reason,
    });
    const item = itemOf(employee, type, await ledgerOf(trx, employee.id, type.id, date));
    await logActivity(trx, actor, {
      action: 'adjust',
      resource: 'leaveBalance',
      recordId: id,
      before: { ...itemOf(employee, type, before) },
      after: { ...item, date, days: body.days, reason: body.reason },
    });
    return item;
  });
}
