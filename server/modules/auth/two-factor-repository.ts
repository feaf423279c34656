// Two-factor sign-in's rows: the user's TOTP secret (pending until confirmed) and their recovery codes' hashes.
// Accepting a code and using a recovery code are conditional updates, so a code works once even when two
// requests bring it at the same moment.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The account, whether its role requires two-factor sign-in, and whether the user has it on. */
export function twoFactorState(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('sys_user as u')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .leftJoin('user_two_factor as t', 't.user_id', 'u.id')
    .select(['u.id', 'u.username', 'u.role_id', 'r.requires_two_factor', 't.enabled_at'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export function secretOf(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('user_two_factor')
    .select(['secret', 'enabled_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A new pending secret, replacing one not yet confirmed. */
export async function savePendingSecret(trx: Kysely<DB>, userId: number, secret: string, now: string) {
  await trx.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
  await trx.insertInto('user_two_factor').values({ user_id: userId, secret, created_at: now }).execute();
}

/** Turns the pending secret on, its first code's step used; false if it was confirmed meanwhile. */
export async function enable(trx: Kysely<DB>, userId: number, now: string, step: number): Promise<boolean> {
  const res = await trx
    .updateTable('user_two_factor')
    .set({ enabled_at: now, last_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows === 1n;
}

/** Takes a code's time step if no code of it or a later step was accepted before (RFC 6238: once only). */
export async function acceptStep(db: Kysely<DB>, userId: number, step: number): Promise<boolean> {
  const res = await db
    .updateTable('user_two_factor')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return res.numUpdatedRows === 1n;
}

export async function replaceRecoveryCodes(trx: Kysely<DB>, userId: number, hashes: string[]) {
  await trx.deleteFrom('user_recovery_code').where('user_id', '=', userId).execute();
  await trx
    .insertInto('user_recovery_code')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

export function unusedRecoveryCodes(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('user_recovery_code')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function useRecoveryCode(db: Kysely<DB>, id: number, now: string): Promise<boolean> {
  const res = await db
    .updateTable('user_recovery_code')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows === 1n;
}

export async function countUnusedRecoveryCodes(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Two-factor off: the secret and every recovery code gone. */
export async function removeTwoFactor(trx: Kysely<DB>, userId: number) {
  await trx.deleteFrom('user_recovery_code').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
}
