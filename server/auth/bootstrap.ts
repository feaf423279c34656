// First start: a signing secret (unless configured) and the first administrator with role "Super Admin".
import crypto from 'node:crypto';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

import { nowIso } from '../lib/clock.ts';
import { hashPassword } from './passwords.ts';
import { ALL_PERMISSION_IDS } from './permission-ids.ts';

export const SUPER_ADMIN_ROLE = 'Super Admin';

export async function ensureJwtSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const existing = await db.kysely
    .selectFrom('app_setting')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirst();
  if (existing) return existing.value;
  const secret = crypto.randomBytes(48).toString('base64url');
  // Two processes starting together: the first insert wins and both read it back.
  await db.kysely
    .insertInto('app_setting')
    .values({ key: 'jwt_secret', value: secret })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.kysely
    .selectFrom('app_setting')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}

export interface FirstAdmin {
  username: string;
  /** Set when the password was generated here and must be shown once. */
  generatedPassword?: string;
}

export async function ensureFirstAdmin(
  db: Database,
  config: Pick<Config, 'adminUsername' | 'adminPassword'>,
): Promise<FirstAdmin | null> {
  const count = await db.kysely
    .selectFrom('sys_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (count.n > 0) return null;
  const generated = config.adminPassword ? undefined : crypto.randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(config.adminPassword ?? generated!);
  return db.tx(async (trx) => {
    const again = await trx.selectFrom('sys_user').select('id').limit(1).executeTakeFirst();
    if (again) return null;
    const now = nowIso();
    let role = await trx.selectFrom('role').select('id').where('name', '=', SUPER_ADMIN_ROLE).executeTakeFirst();
    if (!role) {
      role = await trx
        .insertInto('role')
        .values({
          name: SUPER_ADMIN_ROLE,
          description: 'Every permission',
          status: 'Active',
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('role_permission')
        .values(ALL_PERMISSION_IDS.map((permission_id) => ({ role_id: role!.id, permission_id })))
        .execute();
    }
    await trx
      .insertInto('sys_user')
      .values({
        username: config.adminUsername,
        password_hash: passwordHash,
        role_id: role.id,
        status: 'Active',
        token_version: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { username: config.adminUsername, generatedPassword: generated };
  });
}
