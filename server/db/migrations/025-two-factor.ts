// Two-factor sign-in: a role may require it; a user's TOTP secret (pending until a first code confirms it) with
// the last time step a code was accepted at, so a code works once; and their recovery codes, hashed, each used
// once. Secrets live in tables of their own so no read of sys_user can carry them by accident. Frozen once landed.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './columns.ts';

export function twoFactor(dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('role')
        .addColumn('requires_two_factor', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('user_two_factor')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('sys_user.id').onDelete('cascade'))
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('enabled_at', 'text')
        .addColumn('last_step', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('user_recovery_code'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('user_recovery_code_user').on('user_recovery_code').column('user_id').execute();
    },
  };
}
