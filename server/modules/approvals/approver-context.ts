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

export async function approverContext(db: Kysely<DB>, actor: Pick<Actor, 'id'>, resource: Resource): Promise<ApproverContext> {
  const create = permissionId({ resource, action: 'create' });
  const update = permissionId({ resource, action: 'update' });
  const user = await db
    .selectFrom('sys_user as u')
    .leftJoin('role as ro', 'ro.id', 'u.role_id')
    .select(['u.id', 'u.employee_id', 'u.role_id', 'ro.name as role_name'])
    .where('u.id', '=', actor.id)
    .executeTakeFirst();
  const held = user?.role_id == null
    ? []
    : await db
        .selectFrom('role_permission')
        .select('permission_id')
        .where('role_id', '=', user.role_id)
        .where('permission_id', 'in', [create, update])
        .execute();
  const ids = new Set(held.map((h) => h.permission_id));
  return {
    userId: actor.id,
    employeeId: user?.employee_id ?? null,
    roleCode: roleCode(user?.role_name),
    canCreate: ids.has(create),
    canUpdate: ids.has(update),
  };
}
