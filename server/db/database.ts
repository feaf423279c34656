// Opens the database named by DATABASE_URL: `file:` → SQLite (better-sqlite3), `postgres://` → PostgreSQL.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  Kysely,
  sql,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type SqliteDatabase,
} from 'kysely';
import type { DB } from './schema.ts';
import { PostgresLiteralLimits, SqliteLiteralLimits } from './literal-limit.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  kysely: Kysely<DB>;
  dialect: DialectName;
  /** Where it was opened from: another thread (a job's worker) opens its own connection to the same data. */
  source: { url: string; schema?: string };
  /** Runs fn in a write transaction: BEGIN IMMEDIATE on SQLite so writers queue up instead of failing late. */
  tx<T>(fn: (trx: Kysely<DB>) => Promise<T>): Promise<T>;
  /** Runs fn in a read-only snapshot: everything it reads is one committed state, and it takes no write lock, so
   * writers go on beside it (SQLite: a deferred BEGIN in WAL, fixed at its first read; PostgreSQL: REPEATABLE
   * READ, READ ONLY). */
  snapshot<T>(fn: (trx: Kysely<DB>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * On SQLite, the pause a long write takes between two of its transactions. A writer on another thread waits for
 * the lock in SQLite's busy handler, which blocks its thread and tries again only every 25 ms or more after a
 * while: without a pause the long write would take the lock back first every time and keep that thread waiting.
 */
export const SQLITE_TURN_MS = 30;

export interface OpenOptions {
  /** PostgreSQL only: run in this schema (tests use one schema each). */
  schema?: string;
}

export function openDatabase(url: string, options: OpenOptions = {}): Database {
  if (url.startsWith('file:')) return { ...openSqlite(url.slice('file:'.length)), source: { url } };
  if (url.startsWith('postgres://') || url.startsWith('postgresql://'))
    return { ...openPostgres(url, options.schema), source: { url, schema: options.schema } };
  throw new Error(`DATABASE_URL must start with file: or postgres:// (got ${url.split(':')[0]}:)`);
}

function openSqlite(file: string): Omit<Database, 'source'> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const native = new SQLite(file);
  native.pragma('journal_mode = WAL');
  native.pragma('foreign_keys = ON');
  native.pragma('busy_timeout = 5000');
  native.pragma('synchronous = NORMAL');
  // The hot pages (the term index, the first pages of each list) stay in SQLite's own cache, and the rest come
  // from the OS page cache by memory map rather than one read() each: on a 100,000-employee directory a random
  // search touches pages all over the term index.
  native.pragma('cache_size = -65536');
  native.pragma('mmap_size = 1073741824');
  // Every query goes through Kysely's own driver to SQLite: no rows or answers are kept in this process, so a
  // commit by anyone (this process, another API process, a script) shows in the next query.
  const kysely = new Kysely<DB>({ dialect: new SqliteLiteralLimits({ database: preparedOnce(native) }) });
  return {
    kysely,
    dialect: 'sqlite',
    tx: (fn) =>
      // Kysely's SQLite driver has one connection behind a mutex: holding it serialises writers in-process,
      // and BEGIN IMMEDIATE takes the write lock up front against other processes.
      kysely.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          const result = await fn(conn);
          await sql`commit`.execute(conn);
          return result;
        } catch (error) {
          if (native.inTransaction) await sql`rollback`.execute(conn);
          throw error;
        }
      }),
    snapshot: (fn) =>
      kysely.connection().execute(async (conn) => {
        await sql`begin`.execute(conn);
        try {
          return await fn(conn);
        } finally {
          // Rolled back rather than committed: a snapshot writes nothing, and must not by mistake.
          if (native.inTransaction) await sql`rollback`.execute(conn);
        }
      }),
    close: () => kysely.destroy(),
  };
}

/** Distinct SQL texts kept prepared; bulk inserts of varying sizes make new texts, so the number is bounded. */
const STATEMENTS_KEPT = 500;

/**
 * The connection as Kysely's SQLite driver sees it, preparing each SQL text once: Kysely prepares every query
 * it runs, and SQLite's parsing and planning cost more than running a list page. A prepared statement is
 * SQLite's compiled program for that exact text, not its rows: every run reads the database as it is then
 * (and SQLite prepares it again by itself if the schema changed).
 */
function preparedOnce(native: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => native.close(),
    prepare(text: string) {
      const kept = statements.get(text);
      // A statement still being iterated (a streamed query) cannot run again until it finishes.
      if (kept && !kept.busy) return kept;
      const statement = native.prepare(text);
      if (!kept) {
        if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

function openPostgres(url: string, schema?: string): Omit<Database, 'source'> {
  const pool = new pg.Pool({
    connectionString: url,
    types: { getTypeParser: numbersAsNumbers },
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const kysely = new Kysely<DB>({ dialect: new PostgresLiteralLimits({ pool: preparedReads(pool) }) });
  return {
    kysely,
    dialect: 'postgres',
    tx: (fn) => kysely.transaction().execute(fn),
    snapshot: (fn) => kysely.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(fn),
    close: () => kysely.destroy(),
  };
}

/** Reads with more parameters than this are one-off shapes (a long id list): not worth a prepared statement. */
const MAX_PREPARED_PARAMETERS = 100;

/**
 * The pool as Kysely sees it, running each read as a named prepared statement (node-postgres' `name`): PostgreSQL
 * parses and plans a text once per connection instead of at every request, and that CPU is on the same cores
 * as the API's. A prepared statement is the server's parsed query, not data: each run reads the database as it is
 * then, and PostgreSQL plans it again by itself when a table it reads changes. Writes, transaction control and
 * long parameter lists stay unnamed, so the statements kept per connection are the reads' few shapes.
 */
function preparedReads(pool: pg.Pool): PostgresPool {
  return {
    end: () => pool.end(),
    connect: async () => new PreparedReadsClient(await pool.connect()),
  };
}

class PreparedReadsClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  release() {
    this.client.release();
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    input: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // A cursor (a streamed query) is node-postgres' Submittable; it goes through as Kysely made it.
    if (typeof input !== 'string') return this.client.query(input as PostgresCursor<R> & pg.Submittable);
    const values = [...parameters];
    const prepared = /^select /i.test(input) && values.length <= MAX_PREPARED_PARAMETERS;
    const config = prepared ? { name: statementName(input), text: input, values } : { text: input, values };
    // node-postgres types the command as any string; Kysely names the ones it reads.
    return this.client.query<R & pg.QueryResultRow>(config) as Promise<PostgresQueryResult<R & pg.QueryResultRow>>;
  }
}

const statementNames = new Map<string, string>();

/** A name for a SQL text: a digest, so equal texts share one name in every connection and process. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `k${crypto.createHash('sha1').update(text).digest('base64url')}`;
    if (statementNames.size >= 1000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

const INT8 = 20;
const NUMERIC = 1700;

/** A bigint or numeric value as a number, as SQLite gives it. No count, sum or amount here comes near 2^53 (cents up
 * to $90 trillion); one that did is refused rather than rounded. */
export function exactNumber(text: string): number {
  const n = Number(text);
  if (Number.isInteger(n) && !Number.isSafeInteger(n))
    throw new RangeError(`${text} is past 2^53, not exact as a number.`);
  return n;
}

/**
 * node-postgres' parsers, but bigint (counts, sums of integers, payroll's 64-bit money) and numeric (sums of
 * bigint) read as numbers, so a row reads the same on both dialects.
 */
function numbersAsNumbers(oid: number, format?: string) {
  if (oid === INT8 || oid === NUMERIC) return exactNumber;
  return (pg.types.getTypeParser as (oid: number, format?: string) => (value: string) => unknown)(oid, format);
}
