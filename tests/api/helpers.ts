// Shared helpers for the API suites: permission sets and database fingerprints for "nothing changed".
import {
  PERMISSION_CATALOGUE,
  permissionKey,
  type CataloguePermission,
  type Permission,
} from '../../contract/permissions.ts';
import { permissionId } from '../../server/auth/permission-ids.ts';
import type { TestApp } from '../../server/testing/test-app.ts';

export const BASE = '/api/v1/admin';

export const ALL_PERMISSIONS: CataloguePermission[] = PERMISSION_CATALOGUE.map(
  ({ resource, action }) => ({ resource, action }) as CataloguePermission,
);

export const p = (resource: Permission['resource'], action: Permission['action']): Permission => ({ resource, action });

/** Every catalogue permission except the given ones. */
export function allExcept(...excluded: CataloguePermission[]): CataloguePermission[] {
  const drop = new Set(excluded.map(permissionKey));
  return ALL_PERMISSIONS.filter((x) => !drop.has(permissionKey(x)));
}

export const pid = permissionId;

/** The tables a refused request must leave untouched (the activity log included: a refusal writes nothing). */
const TABLES = [
  'sys_user',
  'role',
  'role_permission',
  'notification',
  'activity_log',
  'department',
  'team',
  'office',
  'employee',
  'employee_term',
  'employee_office',
  'project',
  'project_member',
] as const;

/** A comparable snapshot of every row of the tables that requests can change. */
export async function fingerprint(t: TestApp): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = await t.db.kysely.selectFrom(table).selectAll().execute();
    out[table] = rows.map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? Number(v) : v))).sort();
  }
  return out;
}

export async function count(t: TestApp, table: (typeof TABLES)[number] | 'login_throttle'): Promise<number> {
  const row = await t.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function userRow(t: TestApp, id: number) {
  return t.db.kysely.selectFrom('sys_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function rolePermissionIds(t: TestApp, roleId: number): Promise<number[]> {
  const rows = await t.db.kysely
    .selectFrom('role_permission')
    .select('permission_id')
    .where('role_id', '=', roleId)
    .execute();
  return rows.map((r) => r.permission_id).sort((a, b) => a - b);
}

export async function adminId(t: TestApp): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a user directly (no API rules) with the harness's test password hash copied from an existing user. */
export async function insertUser(
  t: TestApp,
  username: string,
  roleId: number | null,
  status = 'Active',
): Promise<number> {
  const any = await t.db.kysely.selectFrom('sys_user').select('password_hash').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const { id } = await t.db.kysely
    .insertInto('sys_user')
    .values({
      username,
      password_hash: any.password_hash,
      role_id: roleId,
      status,
      token_version: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

let seq = 0;
/** A fresh username valid for the API (letters, digits, underscore). */
export const uname = (prefix = 'u') => `${prefix}_${Date.now().toString(36)}_${++seq}`;
