// `npm run demo` writes a fictitious organisation into whatever DATABASE_URL names. It may only ever write into a
// database of its own: a new one (no tables yet), or one it marked when it first seeded it. Anything else is
// someone's data, and the demo refuses it before touching anything (not even migrating).
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

const MARK_KEY = 'demo-database';
const MARK_VALUE = 'seeded by npm run demo';

/** The tables of the database (SQLite) or of the schema it works in (PostgreSQL). */
async function tableNames(db: Database): Promise<Set<string>> {
  const { rows } =
    db.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite\\_%' escape '\\'`.execute(db.kysely)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema()`.execute(db.kysely);
  return new Set(rows.map((r) => r.name));
}

async function rowCount(db: Database, table: 'sys_user' | 'employee'): Promise<number> {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Why the demo must not write into this database, or null when it may (new, or marked as the demo's). */
export async function demoRefusal(db: Database, name: string): Promise<string | null> {
  const tables = await tableNames(db);
  if (tables.size === 0) return null;
  if (tables.has('app_setting')) {
    const mark = await db.kysely
      .selectFrom('app_setting')
      .select('value')
      .where('key', '=', MARK_KEY)
      .executeTakeFirst();
    if (mark) return null;
  }
  const held = [`${tables.size} tables`];
  if (tables.has('sys_user')) held.push(`${await rowCount(db, 'sys_user')} users`);
  if (tables.has('employee')) held.push(`${await rowCount(db, 'employee')} employees`);
  return (
    `Refusing to seed the demo into ${name}: it already holds data (${held.join(', ')}) and is not marked as ` +
    `the demo's own. Nothing was changed. Unset DATABASE_URL to use data/demo.sqlite, or set it to a new, empty ` +
    `database (a demo database from before the mark: delete it and run the demo again).`
  );
}

/** Marks the database as the demo's, before anything is seeded, so that a later run may seed it again. */
export async function markDemoDatabase(db: Database): Promise<void> {
  await db.kysely
    .insertInto('app_setting')
    .values({ key: MARK_KEY, value: MARK_VALUE })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
