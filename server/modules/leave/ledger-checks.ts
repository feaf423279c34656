// What a leave request is checked against, read from the ledger on its first day (the day the ledger takes it):
// not before the join date, not before the type may be taken (annual leave after a year of service, though it is
// earned from the first month), not over the most days one request may take (special leave, per family event),
// and not over what is available then (the balance less the days pending requests hold and approved leave booked
// after it) unless the type's policy lets the balance go below zero. A type whose leave is also taken from another
// type's balance (special leave from annual leave) is checked against that balance too. The request runs in the
// filing transaction, with the employee's row locked, so two requests of one employee are checked in turn.
import type { Kysely } from 'kysely';
import { LEDGER_MESSAGES as M } from '../../../contract/leave-ledger-labels.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { ledgerOf, type EmployeeLedger } from './ledger-service.ts';

const hundredths = (n: number) => Math.round(n * 100);

/** A new request of `days` from `start`: 400 naming the field and the balance when refused. */
export async function checkFiling(
  trx: Kysely<DB>,
  employeeId: number,
  type: { id: number; name: string },
  start: string,
  days: number,
): Promise<void> {
  const l = await ledgerOf(trx, employeeId, type.id, start);
  if (start < l.employee.join_date)
    throw badRequest([{ field: 'start_date', message: M.beforeJoin(l.employee.join_date) }]);
  if (start < l.usableFrom)
    throw badRequest([{ field: 'start_date', message: M.notUsableYet(type.name, l.usableFrom) }]);
  const most = l.policy.maxDaysPerRequest;
  if (most != null && hundredths(days) > hundredths(most))
    throw badRequest([{ field: 'end_date', message: M.overPerRequest(type.name, most) }]);
  if (!l.policy.allowNegative && hundredths(l.available) < hundredths(days))
    throw badRequest([{ field: 'leave_type_id', message: M.notEnough(type.name, days, l.available, start) }]);
  const from = await takenFrom(trx, employeeId, l.policy.deductsFromTypeId, start);
  if (from && hundredths(from.available) < hundredths(days))
    throw badRequest([
      { field: 'leave_type_id', message: M.notEnoughIn(type.name, from.type.name, days, from.available, start) },
    ]);
}

/** The ledger of the type a leave is also taken from, on the leave's first day, when that balance is limited. */
async function takenFrom(trx: Kysely<DB>, employeeId: number, fromId: number | null, start: string) {
  if (fromId == null) return null;
  const from = await ledgerOf(trx, employeeId, fromId, start);
  return from.policy.allowNegative ? null : from;
}

/**
 * The final approval of a pending request, read once the request counts as approved: refused (409) when the
 * approved leave, this one included, takes the balance on its first day below zero (an adjustment or a policy
 * recorded since it was filed); other pending requests do not block it. The same holds of the balance a leave is
 * also taken from. Returns the type's ledger on that day.
 */
export async function checkApproval(
  trx: Kysely<DB>,
  employeeId: number,
  type: { id: number; name: string },
  start: string,
  days: number,
): Promise<EmployeeLedger> {
  const l = await ledgerOf(trx, employeeId, type.id, start);
  for (const ledger of [l, await takenFrom(trx, employeeId, l.policy.deductsFromTypeId, start)]) {
    if (!ledger || ledger.policy.allowNegative) continue;
    const after = hundredths(ledger.balance) - hundredths(ledger.booked);
    if (after < 0) throw conflict(M.approvalOver(ledger.type.name, days, (after + hundredths(days)) / 100, start));
  }
  return l;
}
