// Reading migration 004's row counters. An unfiltered list's total travels in its page query as one more
// column, so the page and its total are one round trip: on PostgreSQL each statement costs the API process a
// socket write and a wake-up of the database, more than reading the counter itself.
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** The tables migrations 004 and 006 count. */
export type CountedTable = 'sys_user' | 'employee';

/** A column `counter_total` with the table's row count: uncorrelated, so it is read once per statement. */
export const counterTotal = (table: CountedTable) =>
  sql<number | null>`(select n from row_count where table_name = ${table})`.as('counter_total');

/** The table's row count from its counter, or null where the counter is missing. */
export async function readCounter(db: Kysely<DB>, table: CountedTable): Promise<number | null> {
  const row = await db.selectFrom('row_count').select('n').where('table_name', '=', table).executeTakeFirst();
  return row ? row.n : null;
}

/**
 * A page read with `counterTotal` and its total: the first row's column, or (an empty page, past the end)
 * the counter read on its own. The column is taken off the rows.
 */
export async function pageWithCounter<R extends { counter_total: number | null }>(
  db: Kysely<DB>,
  table: CountedTable,
  rows: R[],
): Promise<{ rows: Array<Omit<R, 'counter_total'>>; total: number | null }> {
  if (rows.length === 0) return { rows: [], total: await readCounter(db, table) };
  const total = rows[0].counter_total;
  return {
    rows: rows.map(({ counter_total: _total, ...row }) => row),
    total,
  };
}
