// One account per employee: linking a user to an employee who already has one is refused by the service with a
// clear message; this unique index makes the rule hold under two links at the same moment too (NULLs, the
// unlinked users, never collide on either database). Frozen once landed.
import type { Kysely } from 'kysely';

export function oneUserPerEmployee() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.dropIndex('sys_user_employee').execute();
      await db.schema.createIndex('sys_user_employee').on('sys_user').column('employee_id').unique().execute();
    },
  };
}
