// Indexes for the list sorts of the allow-lists (employees by name, join date or salary; users by username or last
// sign-in): without them, a sorted page sorts the whole table first (bench/results/one-off-measurements.md). Each ends
// with the id, the tie-breaker every sorted list adds, so the index alone gives the order in both directions. Frozen
// once landed.
import type { Kysely } from 'kysely';

const INDEXES: Array<{ name: string; table: string; columns: string[] }> = [
  { name: 'employee_name_order', table: 'employee', columns: ['first_name', 'last_name', 'id'] },
  { name: 'employee_join_date_order', table: 'employee', columns: ['join_date', 'id'] },
  { name: 'employee_salary_order', table: 'employee', columns: ['salary_cents', 'id'] },
  { name: 'sys_user_username_order', table: 'sys_user', columns: ['username', 'id'] },
  { name: 'sys_user_last_login_order', table: 'sys_user', columns: ['last_login_at', 'id'] },
];

export function listSortIndexes() {
  return {
    async up(db: Kysely<any>) {
      for (const index of INDEXES)
        await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
    },
  };
}
