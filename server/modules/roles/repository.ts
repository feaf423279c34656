// Role, permission and role-permission rows: the queries behind the roles service.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function listRoles(db: Kysely<DB>) {
  return db
    .selectFrom('role as r')
    .leftJoin('sys_user as creator', 'creator.id', 'r.created_by')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.description',
      'r.status',
      'r.created_at',
      'creator.username as creator_username',
      eb
        .selectFrom('sys_user as u')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('u.role_id', '=', 'r.id')
        .as('user_count'),
      eb
        .selectFrom('role_permission as rp')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('rp.role_id', '=', 'r.id')
        .as('permission_count'),
    ])
    .orderBy('r.id', 'asc')
    .execute();
}

export function findRole(db: Kysely<DB>, id: number) {
  return db.selectFrom('role').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findRoleIdByName(db: Kysely<DB>, name: string) {
  const row = await db
    .selectFrom('role')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  return row?.id;
}

export function permissionsOfRole(db: Kysely<DB>, roleId: number) {
  return db
    .selectFrom('role_permission as rp')
    .innerJoin('permission as p', 'p.id', 'rp.permission_id')
    .select(['p.id', 'p.resource', 'p.action', 'p.description'])
    .where('rp.role_id', '=', roleId)
    .orderBy('p.id')
    .execute();
}

export function allPermissions(db: Kysely<DB>) {
  return db.selectFrom('permission').selectAll().orderBy('id').execute();
}

export async function existingPermissionIds(db: Kysely<DB>, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('permission').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function insertRole(
  trx: Kysely<DB>,
  values: { name: string; description: string; created_by: number | null; now: string; requires_two_factor: boolean },
) {
  const row = await trx
    .insertInto('role')
    .values({
      name: values.name,
      description: values.description,
      requires_two_factor: values.requires_two_factor ? 1 : 0,
      status: 'Active',
      created_by: values.created_by,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRole(
  trx: Kysely<DB>,
  id: number,
  values: { name: string; description: string; now: string; requires_two_factor?: boolean },
) {
  await trx
    .updateTable('role')
    .set({
      name: values.name,
      description: values.description,
      updated_at: values.now,
      ...(values.requires_two_factor === undefined ? {} : { requires_two_factor: values.requires_two_factor ? 1 : 0 }),
    })
    .where('id', '=', id)
    .execute();
}

/** The role's permission links go with it (ON DELETE CASCADE). */
export async function deleteRole(trx: Kysely<DB>, id: number) {
  await trx.deleteFrom('role').where('id', '=', id).execute();
}

export async function replaceRolePermissions(trx: Kysely<DB>, roleId: number, permissionIds: number[]) {
  await trx.deleteFrom('role_permission').where('role_id', '=', roleId).execute();
  if (permissionIds.length) {
    await trx
      .insertInto('role_permission')
      .values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })))
      .execute();
  }
}

export async function countUsersWithRole(db: Kysely<DB>, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('sys_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The user's account is linked to an employee (the clock-in rule). */
export async function isLinkedToEmployee(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('sys_user').select('employee_id').where('id', '=', userId).executeTakeFirst();
  return row?.employee_id != null;
}
