import { describe, expect, it } from 'vitest';
import { Kysely, sql } from 'kysely';
import type { DB } from './schema.ts';
import { PostgresLiteralLimits, SqliteLiteralLimits } from './literal-limit.ts';

// Compiling only: neither database is ever opened.
const unopened = async (): Promise<never> => {
  throw new Error('compile only');
};
const dialects = [
  ['SQLite', new Kysely<DB>({ dialect: new SqliteLiteralLimits({ database: unopened }) }), '?'],
  ['PostgreSQL', new Kysely<DB>({ dialect: new PostgresLiteralLimits({ pool: unopened }) }), '$1'],
] as const;

describe.each(dialects)('LIMIT on %s', (_name, kysely, firstParameter) => {
  it('writes a whole-number limit into the statement and leaves the offset bound', () => {
    const { sql: text, parameters } = kysely.selectFrom('sys_user').select('id').limit(25).offset(50).compile();
    expect(text).toBe(`select "id" from "sys_user" limit 25 offset ${firstParameter}`);
    expect(parameters).toEqual([50]);
  });

  it('binds what is not a whole number, as Kysely does', () => {
    const fraction = kysely.selectFrom('sys_user').select('id').limit(2.5).compile();
    expect(fraction.sql).toBe(`select "id" from "sys_user" limit ${firstParameter}`);
    expect(fraction.parameters).toEqual([2.5]);
    const expression = kysely
      .selectFrom('sys_user')
      .select('id')
      .limit(sql<number>`${3} + 1`)
      .compile();
    expect(expression.sql).toBe(`select "id" from "sys_user" limit ${firstParameter} + 1`);
  });
});
