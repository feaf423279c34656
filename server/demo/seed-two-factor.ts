// The demo's two-factor sign-in: Super Admin and HR Manager require it, and the administrator and hr_manager have
// it on with one known secret (README's demo line), so anyone trying the demo can add it to an authenticator app
// or compute its codes. Run after the activity history, whose sign-ins replay the password alone. Idempotent.
import type { Database } from '../db/database.ts';
import { nowIso } from '../lib/clock.ts';
import { SUPER_ADMIN_ROLE } from '../auth/bootstrap.ts';

/** Base32, 160 bits: the key the README gives for the demo's two-factor users. */
export const DEMO_TOTP_SECRET = 'DEMOHRMSDEMOHRMSDEMOHRMSDEMOHRMS';
const ROLES = [SUPER_ADMIN_ROLE, 'HR Manager'];

export async function seedTwoFactor(db: Database, adminUsername: string): Promise<void> {
  await db.tx(async (trx) => {
    await trx.updateTable('role').set({ requires_two_factor: 1 }).where('name', 'in', ROLES).execute();
    const users = await trx
      .selectFrom('sys_user')
      .leftJoin('user_two_factor as t', 't.user_id', 'sys_user.id')
      .select(['sys_user.id', 't.user_id as has'])
      .where('username', 'in', [adminUsername, 'hr_manager'])
      .execute();
    const now = nowIso();
    for (const user of users.filter((u) => u.has == null))
      await trx
        .insertInto('user_two_factor')
        .values({ user_id: user.id, secret: DEMO_TOTP_SECRET, enabled_at: now, created_at: now })
        .execute();
  });
}
