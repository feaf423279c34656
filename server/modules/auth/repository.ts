// Sign-in's own reads and writes of the user table: the account by name (case-insensitive) with just what
// the check needs, and the time of the last sign-in. The users area owns the rest of sys_user.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function findAccount(db: Kysely<DB>, username: string) {
  return db
    .selectFrom('sys_user')
    .select(['id', 'username', 'password_hash', 'status', 'token_version'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

export async function recordSignIn(db: Kysely<DB>, userId: number, now: string): Promise<void> {
  await db.updateTable('sys_user').set({ last_login_at: now }).where('id', '=', userId).execute();
}

export function findAccountById(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('sys_user')
    .select(['id', 'username', 'password_hash', 'status', 'token_version'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Ends every session of the user (their tokens carry the old version); a new password may come with it. */
export async function bumpTokenVersion(
  db: Kysely<DB>,
  id: number,
  now: string,
  passwordHash?: string,
): Promise<number> {
  const row = await db
    .updateTable('sys_user')
    .set((eb) => ({
      token_version: eb('token_version', '+', 1),
      updated_at: now,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    }))
    .where('id', '=', id)
    .returning('token_version')
    .executeTakeFirstOrThrow();
  return row.token_version;
}

export async function setLanguage(db: Kysely<DB>, userId: number, language: string): Promise<void> {
  await db.updateTable('sys_user').set({ language }).where('id', '=', userId).execute();
}
