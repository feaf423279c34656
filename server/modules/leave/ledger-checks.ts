// What a leave request is checked against, read from the ledger on its first day (the day the ledger takes it):
// not before the join date, not before the type may be taken (annual leave after a year of service, though it is
// earned from the first month), and not over what is available then (the balance less the days pending requests
// hold and approved leave booked after it) unless the type's policy lets the balance go below zero. The request
// runs in the filing transaction, with the employee's row locked, so two requests of one employee are checked in
// turn.
import type { Kysely } from 'kysely';
import { LEDGER_MESSAGES as M } from '../../../contract/leave-ledger-labels.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { ledgerOf } from './ledger-service.ts';

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
  if (!l.policy.allowNegative && hundredths(l.available) < hundredths(days))
    throw badRequest([{ field: 'leave_type_id', message: M.notEnough(type.name, days, l.available, start) }]);
}

/**
 * The final approval of a pending request, read once the request counts as approved: refused (409) when the
 * approved leave, this one included, takes the balance on its first day below zero (an adjustment or a policy
 * recorded since it was filed); other pending requests do not block it.
 */
export async function checkApproval(
  trx: Kysely<DB>,
  employeeId: number,
  type: { id: number; name: string },
  start: string,
  days: number,
): Promise<void> {
  const l = await ledgerOf(trx, employeeId, type.id, start);
  const after = hundredths(l.balance) - hundredths(l.booked);
  if (!l.policy.allowNegative && after < 0)
    throw conflict(M.approvalOver(type.name, days, (after + hundredths(days)) / 100, start));
}
