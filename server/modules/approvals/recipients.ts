// Who hears about a request: the users who can act on the step it now waits for, and, once it is decided,
// the requester's own account.
import type { Kysely } from 'kysely';
import { roleCode } from '../../../contract/api/requests.ts';
import type { Resource } from '../../../contract/permissions.ts';
import type { DB } from '../../db/schema.ts';
import { permissionId } from '../../auth/permission-ids.ts';
import { isDesignatedFor, isOwnRequest, isSuperAdmin, type ApproverContext, type RequestParties } from './eligibility.ts';

/**
 * Active users who may act on the step: its designated approvers (team lead, department manager, holders of
 * the step's role). Super Admins may act on anything, so they are told only when nobody else can act —
 * a request never waits unseen. The user who caused the change is never told of it.
 */
export async function usersWhoCanAct(
  db: Kysely<DB>,
  step: { role: string },
  parties: RequestParties,
  resource: Resource,
  exceptUserId: number,
): Promise<number[]> {
  const update = permissionId({ resource, action: 'update' });
  // Everyone whose role holds the update permission: the only ones who could act at all.
  const rows = await db
    .selectFrom('sys_user as u')
    .innerJoin('role as ro', 'ro.id', 'u.role_id')
    .innerJoin('role_permission as rp', (join) => join.onRef('rp.role_id', '=', 'u.role_id').on('rp.permission_id', '=', update))
    .select(['u.id', 'u.employee_id', 'ro.name as role_name'])
    .where('u.status', '=', 'Active')
    .where('u.id', '!=', exceptUserId)
    .orderBy('u.id')
    .execute();
  const contexts: ApproverContext[] = rows.map((r) => ({
    userId: r.id,
    employeeId: r.employee_id,
    roleCode: roleCode(r.role_name),
    canUpdate: true,
    // Cancelling plays no part in who is told.
    canCreate: false,
  }));
  const designated = contexts.filter((c) => isDesignatedFor(step, c, parties));
  const chosen = designated.length > 0 ? designated : contexts.filter((c) => isSuperAdmin(c) && !isOwnRequest(c, parties));
  return chosen.map((c) => c.userId);
}

/** The requester's own active accounts (an employee may have none), except the user who caused the change. */
export async function requesterUsers(db: Kysely<DB>, employeeId: number, exceptUserId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sys_user')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'Active')
    .where('id', '!=', exceptUserId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
