// Loads the signed-in user as the approval rules see them: linked employee, role code, and whether their
// role holds the request resource's create and update permissions (read from the database now, like every
// permission check).
import type { Kysely } from 'kysely';
import { roleCode } from '../../../contract/api/requests.ts';
import type { Resource } from '../../../contract/permissions.ts';
import type { DB } from '../../db/schema.ts';
import { permissionId } from '../../auth/permission-ids.ts';
import type { Actor } from '../../http/route.ts';
import type { ApproverContext } from './eligibility.ts';
import { findApprover } from './repository.ts';

export async function approverContext(
  db: Kysely<DB>,
  actor: Pick<Actor, 'id'>,
  resource: Resource,
): Promise<ApproverContext> {
  const create = permissionId({ resource, action: 'create' });
  const update = permissionId({ resource, action: 'update' });
  const user = await findApprover(db, actor.id, { create, update });
  // EXISTS answers 0/1 on SQLite and false/true on PostgreSQL.
  return {
    userId: actor.id,
    employeeId: user?.employee_id ?? null,
    roleCode: roleCode(user?.role_name),
    canCreate: !!user?.can_create,
    canUpdate: !!user?.can_update,
  };
}
