import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type { DB } from './schema.ts';
import { rowLimit } from './row-limit.ts';

// A Kysely that only compiles: the text is what SQLite would prepare.
const kysely = new Kysely<DB>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe('rowLimit', () => {
  it('writes the limit into the statement and leaves the offset bound', () => {
    const { sql, parameters } = kysely.selectFrom('sys_user').select('id').limit(rowLimit(25)).offset(50).compile();
    expect(sql).toBe('select "id" from "sys_user" limit 25 offset ?');
    expect(parameters).toEqual([50]);
  });

  it.each([1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])(
    'refuses %s, which is not a whole row count',
    (n) => {
      expect(() => rowLimit(n)).toThrow(/whole number/);
    },
  );
});
