// Who hears about a request: the users who can act on the step it now waits for, and, once it is decided,
// the requester's own account.
import type { Kysely } from 'kysely';
import type { Resource } from '../../../contract/permissions.ts';
import type { DB } from '../../db/schema.ts';
import { permissionId } from '../../auth/permission-ids.ts';
import { APPROVAL_POWER_IDS } from './approver-context.ts';
import { isDesignatedFor, mayActOn, type RequestParties } from './eligibility.ts';
import { activeUsersHolding, activeUsersOfEmployee, type ApproverContext } from './repository.ts';

/**
 * Active users who may act on the step: its owners (team lead, department manager, holders of the acknowledge
 * power for HR's step). Holders of approve-any (who hold every power, like the first administrator) may act on
 * anything, so they are told only when nobody else can act — a request never waits unseen. The user who
 * caused the change is never told of it.
 */
export async function usersWhoCanAct(
  db: Kysely<DB>,
  step: { role: string },
  parties: RequestParties,
  resource: Resource,
  exceptUserId: number,
): Promise<number[]> {
  const rows = await activeUsersHolding(
    db,
    permissionId({ resource, action: 'update' }),
    APPROVAL_POWER_IDS,
    exceptUserId,
  );
  const contexts: ApproverContext[] = rows.map((r) => ({
    userId: r.id,
    employeeId: r.employee_id,
    canUpdate: true,
    approveAny: !!r.approve_any,
    acknowledge: !!r.acknowledge,
    // Cancelling plays no part in who is told.
    canCreate: false,
    cancelOthers: false,
  }));
  const designated = contexts.filter((c) => !c.approveAny && isDesignatedFor(step, c, parties));
  const chosen = designated.length > 0 ? designated : contexts.filter((c) => mayActOn(step, c, parties));
  return chosen.map((c) => c.userId);
}

/** The requester's own active accounts (an employee may have none), except the user who caused the change. */
export const requesterUsers = (db: Kysely<DB>, employeeId: number, exceptUserId: number): Promise<number[]> =>
  activeUsersOfEmployee(db, employeeId, exceptUserId);
