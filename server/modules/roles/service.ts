// Roles: listing, detail with permission groups, create/update/delete under the escalation and lock-out rules.
import type { Kysely } from 'kysely';
import { ERRORS } from '../../../contract/messages.ts';
import { APPROVAL_RESOURCE, RESOURCES, isAction, isApprovalAction, isResource } from '../../../contract/permissions.ts';
import type {
  CurrentPermission,
  PermissionGroup,
  PermissionRow,
  RoleBody,
  RoleDetail,
  RoleListItem,
} from '../../../contract/api/roles.ts';
import type { Database } from '../../db/database.ts';

import { nowIso } from '../../lib/clock.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { uniqueOr409 } from '../../http/write-guards.ts';
import { assertAccountAdminRemains, assertHolds, assertRoleWithinActor } from '../../auth/privileges.ts';
import { logActivity } from '../activity-log/service.ts';
import * as repo from './repository.ts';

type PermissionLike = { id: number; resource: string; action: string; description: string };

/** A catalogue row as the contract names it; the catalogue is seeded from the contract's own lists. */
function toPermission(row: PermissionLike): PermissionRow {
  const { id, resource, action, description } = row;
  if (isResource(resource) && isAction(action)) return { id, resource, action, description };
  if (resource === APPROVAL_RESOURCE && isApprovalAction(action)) return { id, resource, action, description };
  throw new Error(`permission ${id} is not in the catalogue`);
}

/** Groups permissions by resource in catalogue order (the approval powers last); within a resource,
 * read/create/update/delete. */
export function groupPermissions(rows: PermissionLike[]): PermissionGroup[] {
  const byResource = new Map<string, PermissionRow[]>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const p = toPermission(row);
    const list = byResource.get(p.resource) ?? [];
    list.push(p);
    byResource.set(p.resource, list);
  }
  return [...RESOURCES, APPROVAL_RESOURCE]
    .filter((r) => byResource.has(r))
    .map((resource) => ({
      resource,
      permissions: byResource.get(resource)!.map((p) => ({ id: p.id, action: p.action, description: p.description })),
    }));
}

export async function permissionCatalogue(db: Database): Promise<PermissionRow[]> {
  return (await repo.allPermissions(db.kysely)).map(toPermission);
}

export async function listRoles(db: Database): Promise<RoleListItem[]> {
  const rows = await repo.listRoles(db.kysely);
  return rows.map((r) => ({
    id: r.id,
    role_name: r.name,
    description: r.description,
    status: r.status,
    user: r.creator_username ? { username: r.creator_username } : null,
    user_count: r.user_count ?? 0,
    permission_count: r.permission_count ?? 0,
    created_at: r.created_at,
  }));
}

export async function roleDetail(db: Database, id: number): Promise<RoleDetail> {
  const role = await repo.findRole(db.kysely, id);
  if (!role) throw notFound('Role not found');
  const permissions = await repo.permissionsOfRole(db.kysely, id);
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    status: role.status,
    requires_two_factor: role.requires_two_factor === 1,
    permissions: permissions.map((p) => ({ id: p.id })),
    permission_groups: groupPermissions(permissions),
  };
}

export async function currentPermission(db: Database, actor: Actor): Promise<CurrentPermission> {
  const role = actor.roleId == null ? undefined : await repo.findRole(db.kysely, actor.roleId);
  const permissions = role ? await repo.permissionsOfRole(db.kysely, role.id) : [];
  return {
    role: role ? { id: role.id, name: role.name } : null,
    permission_groups: groupPermissions(permissions),
    linked_to_employee: await repo.isLinkedToEmployee(db.kysely, actor.id),
    language: actor.language ?? null,
  };
}

async function checkBody(trx: Kysely<DB>, actor: Actor, body: RoleBody, exceptId?: number) {
  const ids = [...new Set(body.permission_ids)];
  const known = await repo.existingPermissionIds(trx, ids);
  if (known.size !== ids.length) throw badRequest([{ field: 'permission_ids', message: ERRORS.unknownPermission }]);
  await assertHolds(trx, actor.roleId, ids, ERRORS.escalation);
  const sameName = await repo.findRoleIdByName(trx, body.role_name);
  if (sameName !== undefined && sameName !== exceptId) throw conflict(ERRORS.roleNameTaken(body.role_name));
  return ids;
}

export function createRole(db: Database, actor: Actor, body: RoleBody): Promise<{ id: number }> {
  return uniqueOr409(ERRORS.roleNameTaken(body.role_name), () =>
    db.tx(async (trx) => {
      const ids = await checkBody(trx, actor, body);
      const id = await repo.insertRole(trx, {
        name: body.role_name,
        description: body.description,
        created_by: actor.id || null,
        now: nowIso(),
        requires_two_factor: body.requires_two_factor ?? false,
      });
      await repo.replaceRolePermissions(trx, id, ids);
      await logActivity(trx, actor, {
        action: 'create',
        resource: 'role',
        recordId: id,
        after: {
          name: body.role_name,
          description: body.description,
          permission_ids: ids,
          requires_two_factor: body.requires_two_factor ?? false,
        },
      });
      return { id };
    }),
  );
}

export function updateRole(db: Database, actor: Actor, id: number, body: RoleBody): Promise<{ id: number }> {
  return uniqueOr409(ERRORS.roleNameTaken(body.role_name), () =>
    db.tx(async (trx) => {
      const role = await repo.findRole(trx, id);
      if (!role) throw notFound('Role not found');
      await assertRoleWithinActor(trx, actor.roleId, id);
      const ids = await checkBody(trx, actor, body, id);
      const before = (await repo.permissionsOfRole(trx, id)).map((p) => p.id);
      const requires = body.requires_two_factor ?? role.requires_two_factor === 1;
      await repo.updateRole(trx, id, {
        name: body.role_name,
        description: body.description,
        now: nowIso(),
        requires_two_factor: requires,
      });
      await repo.replaceRolePermissions(trx, id, ids);
      await assertAccountAdminRemains(trx);
      await logActivity(trx, actor, {
        action: 'update',
        resource: 'role',
        recordId: id,
        before: {
          name: role.name,
          description: role.description,
          permission_ids: before,
          requires_two_factor: role.requires_two_factor === 1,
        },
        after: {
          name: body.role_name,
          description: body.description,
          permission_ids: ids,
          requires_two_factor: requires,
        },
      });
      return { id };
    }),
  );
}

export function deleteRole(db: Database, actor: Actor, id: number): Promise<void> {
  return db.tx(async (trx) => {
    const role = await repo.findRole(trx, id);
    if (!role) throw notFound('Role not found');
    await assertRoleWithinActor(trx, actor.roleId, id);
    const holders = await repo.countUsersWithRole(trx, id);
    if (holders > 0) throw conflict(ERRORS.roleInUse(holders));
    const before = (await repo.permissionsOfRole(trx, id)).map((p) => p.id);
    await repo.deleteRole(trx, id);
    await logActivity(trx, actor, {
      action: 'delete',
      resource: 'role',
      recordId: id,
      before: { name: role.name, description: role.description, permission_ids: before },
    });
  });
}
