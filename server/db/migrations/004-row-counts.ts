// Exact row counts kept by the database itself, so an unfiltered list's total is one row read instead of a
// count over every row (PostgreSQL has no cheap count(*)). Triggers update the counter in the same
// transaction as the insert or delete, whatever code path makes it. Frozen once landed.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

type Db = Kysely<any>;

/** Tables whose rows are counted (later migrations count more with countRows). */
const COUNTED = ['sys_user'] as const;

export function rowCounts(dialect: DialectName) {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('row_count')
        .addColumn('table_name', 'text', (c) => c.primaryKey())
        .addColumn('n', 'bigint', (c) => c.notNull())
        .execute();

      for (const table of COUNTED) await countRows(db, dialect, table);
    },
  };
}

/** Keeps `table`'s row count in row_count by triggers, starting from its current count. */
export async function countRows(db: Db, dialect: DialectName, table: string): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create trigger ${sql.id(`${table}_count_insert`)} after insert on ${sql.table(table)}
      begin update row_count set n = n + 1 where table_name = ${sql.lit(table)}; end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_count_delete`)} after delete on ${sql.table(table)}
      begin update row_count set n = n - 1 where table_name = ${sql.lit(table)}; end`.execute(db);
  } else {
    // Statement-level triggers with transition tables: one counter update per statement, not per row.
    const fn = sql.id(`${table}_count`);
    await sql`create function ${fn}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update row_count set n = n + (select count(*) from new_rows) where table_name = ${sql.lit(table)};
        elsif tg_op = 'DELETE' then
          update row_count set n = n - (select count(*) from old_rows) where table_name = ${sql.lit(table)};
        else
          update row_count set n = 0 where table_name = ${sql.lit(table)};
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger ${sql.id(`${table}_count_insert`)} after insert on ${sql.table(table)}
      referencing new table as new_rows for each statement execute function ${fn}()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_count_delete`)} after delete on ${sql.table(table)}
      referencing old table as old_rows for each statement execute function ${fn}()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_count_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function ${fn}()`.execute(db);
  }
  // Counted after the triggers exist and in the same transaction (PostgreSQL runs each migration in one).
  await sql`insert into row_count (table_name, n) select ${sql.lit(table)}, count(*) from ${sql.table(table)}`.execute(
    db,
  );
}
