// The language an account reads the console in ('en' or 'km'). Null until the user's first session, which sets it
// from the browser's language; from then on it follows the user to every device. Frozen once landed.
import type { Kysely } from 'kysely';

export function accountLanguage() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('sys_user').addColumn('language', 'text').execute();
    },
  };
}
