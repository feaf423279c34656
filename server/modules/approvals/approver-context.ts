// Loads the signed-in user as the approval rules see them: linked employee, whether their role holds the
// request resource's create and update permissions, and its approval powers (read from the database now, like
// every permission check).
import type { Kysely } from 'kysely';
import { approvalPower, type Resource } from '../../../contract/permissions.ts';
import type { DB } from '../../db/schema.ts';
import { permissionId } from '../../auth/permission-ids.ts';
import type { Actor } from '../../http/route.ts';
import { findApprover, type ApproverContext } from './repository.ts';

export const APPROVAL_POWER_IDS = {
  approveAny: permissionId(approvalPower('approveAny')),
  acknowledge: permissionId(approvalPower('acknowledge')),
  cancelOthers: permissionId(approvalPower('cancelOthers')),
};

export async function approverContext(
  db: Kysely<DB>,
  actor: Pick<Actor, 'id'>,
  resource: Resource,
): Promise<ApproverContext> {
  const user = await findApprover(db, actor.id, {
    create: permissionId({ resource, action: 'create' }),
    update: permissionId({ resource, action: 'update' }),
    ...APPROVAL_POWER_IDS,
  });
  // EXISTS answers 0/1 on SQLite and false/true on PostgreSQL.
  return {
    userId: actor.id,
    employeeId: user?.employee_id ?? null,
    canCreate: !!user?.can_create,
    canUpdate: !!user?.can_update,
    approveAny: !!user?.approve_any,
    acknowledge: !!user?.acknowledge,
    cancelOthers: !!user?.cancel_others,
  };
}
