// Queries built and compiled by Kysely once, then executed with new argument values: the hot read paths
// (the auth check on every request, list pages) skip Kysely's per-call building and compiling.
//
//   const byId = precompiled(db.kysely, 'user-by-id', (arg: Arg<{ id: number }>) =>
//     db.kysely.selectFrom('sys_user').selectAll().where('id', '=', arg('id')));
//   const rows = await byId({ id: 7 });
//
// `arg(name)` stands in for a value: it must be passed where Kysely takes a value (a comparison operand,
// limit, offset), never transformed in JavaScript first. Every other value in the query stays as compiled.
import type { Compilable, Kysely } from 'kysely';
import type { DB } from './schema.ts';

const SLOT = Symbol('precompiled argument');

interface Placeholder {
  readonly [SLOT]: string;
}

export type Arg<A> = <K extends keyof A & string>(name: K) => A[K];

export type Precompiled<A, R> = (args: A) => Promise<R[]>;

const byDatabase = new WeakMap<Kysely<DB>, Map<string, Precompiled<never, unknown>>>();

/** How a database runs a compiled read without Kysely's executor (SQLite: the prepared statement itself). */
export type DirectRead = (sql: string, parameters: readonly unknown[]) => Promise<readonly unknown[]>;
const directReads = new WeakMap<Kysely<DB>, DirectRead>();

export function registerDirectRead(db: Kysely<DB>, read: DirectRead): void {
  directReads.set(db, read);
}

/**
 * The query named `key` on this database, compiled on first use. The key must name one query shape: every
 * variation of the SQL text (another sort, an optional filter present or not) needs its own key.
 */
export function precompiled<A, R>(db: Kysely<DB>, key: string, build: (arg: Arg<A>) => Compilable<R>): Precompiled<A, R> {
  let queries = byDatabase.get(db);
  if (!queries) byDatabase.set(db, (queries = new Map()));
  let query = queries.get(key) as Precompiled<A, R> | undefined;
  if (!query) {
    query = compile(db, build);
    queries.set(key, query as Precompiled<never, unknown>);
  }
  return query;
}

function compile<A, R>(db: Kysely<DB>, build: (arg: Arg<A>) => Compilable<R>): Precompiled<A, R> {
  const arg = ((name: string): Placeholder => ({ [SLOT]: name })) as unknown as Arg<A>;
  const compiled = build(arg).compile();
  const slots = compiled.parameters.map((p) => (isPlaceholder(p) ? p[SLOT] : undefined));
  const used = new Set(slots.filter((s) => s !== undefined));
  const direct = compiled.query.kind === 'SelectQueryNode' ? directReads.get(db) : undefined;
  return async (args: A) => {
    for (const name of used) {
      if ((args as Record<string, unknown>)[name!] === undefined) throw new Error(`precompiled query: missing argument ${name}`);
    }
    const parameters = compiled.parameters.map((p, i) => {
      const slot = slots[i];
      return slot === undefined ? p : (args as Record<string, unknown>)[slot];
    });
    if (direct) return (await direct(compiled.sql, parameters)) as R[];
    const result = await db.executeQuery<R>({ ...compiled, parameters });
    return result.rows;
  };
}

function isPlaceholder(value: unknown): value is Placeholder {
  return typeof value === 'object' && value !== null && SLOT in value;
}
