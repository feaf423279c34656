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
