// SQLite under Kysely, made cheaper per query without changing what any query does:
// - prepared statements are kept by SQL text and reused (Kysely's driver prepares every query anew),
// - the one connection is handed to waiters first come, first served (Kysely's mutex wakes every waiter on
//   each release, so 50 requests in flight cost 50 wake-ups per query), and
// - precompiled reads (precompiled.ts) run their prepared statement directly under that same lock, without
//   Kysely's per-query connection bookkeeping, and
// - their answers are reused while the database has not changed since (read-cache.ts), and
// - the reads of one pass of the event loop share one read transaction (a snapshot): in WAL mode each
//   statement outside a transaction takes and drops a lock on the -shm file, which costs more than a
//   primary-key lookup itself. The snapshot ends when the pass does, before any write or Kysely query takes
//   the connection, and as soon as the cache learns of another process's commit.
import type SQLite from 'better-sqlite3';
import { ReadCache, type AnswerCache } from './read-cache.ts';
import { SqliteDialect, type DatabaseConnection, type Driver, type QueryCompiler, type SqliteDatabase, type TransactionSettings } from 'kysely';

/** Distinct SQL texts kept prepared; bulk inserts of varying sizes make new texts, so the cache is bounded. */
const STATEMENT_CACHE_LIMIT = 500;

export interface Sqlite {
  dialect: SqliteDialect;
  /**
   * Runs one read-only statement on the connection as soon as no one else holds it (a transaction in
   * progress keeps it until it ends), exactly as Kysely would run it, minus its bookkeeping.
   */
  read(sql: string, parameters: readonly unknown[]): Promise<readonly unknown[]>;
  /** A request begins: `read` must see every commit that finished before now (read-cache.ts). */
  requestStarted(): void;
  /** Whole route answers, kept as long as the rows they were made from. */
  answers: AnswerCache;
}

export function sqliteDialect(native: SQLite.Database): Sqlite {
  const snapshot = readSnapshot(native);
  const cache = new ReadCache(native, snapshot.end);
  const statements = cachedStatements(native, cache, snapshot.end);
  const lock = new FifoLock();
  // Reads get statements of their own in raw mode: better-sqlite3 builds row objects property by property
  // in C++, which costs more than reading arrays and building the same plain objects here.
  const reads = new Map<string, { statement: SQLite.Statement; columns: string[] }>();
  const query = (sql: string, parameters: readonly unknown[]) => {
    let read = reads.get(sql);
    if (!read) {
      const statement = native.prepare(sql);
      if (!statement.reader) throw new Error('read(): not a read-only statement');
      statement.raw(true);
      read = { statement, columns: statement.columns().map((c) => c.name) };
      if (reads.size >= STATEMENT_CACHE_LIMIT) reads.delete(reads.keys().next().value!);
      reads.set(sql, read);
    }
    const { statement, columns } = read;
    const rows = statement.all(parameters) as unknown[][];
    const objects = new Array<Record<string, unknown>>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      const object: Record<string, unknown> = {};
      for (let c = 0; c < columns.length; c++) object[columns[c]] = row[c];
      objects[i] = object;
    }
    return objects;
  };
  const run = (sql: string, parameters: readonly unknown[]) =>
    cache.rows(sql, parameters, () => {
      snapshot.begin();
      return query(sql, parameters);
    });
  return {
    dialect: new FairSqliteDialect({ database: statements }, lock, snapshot.end),
    requestStarted: () => cache.requestStarted(),
    answers: cache,
    read(sql, parameters) {
      if (lock.tryAcquire()) {
        // The connection is free: run now, without a trip through the microtask queue.
        try {
          return Promise.resolve(run(sql, parameters));
        } catch (error) {
          return Promise.reject(error);
        } finally {
          lock.release();
        }
      }
      return lock.acquire().then(
        () => {
          try {
            return run(sql, parameters);
          } finally {
            lock.release();
          }
        },
      );
    },
  };
}

/**
 * One read transaction shared by the reads of a pass of the event loop. Only `read` begins it, with the
 * connection's lock held and no transaction open; whoever takes the connection next ends it first.
 */
function readSnapshot(native: SQLite.Database) {
  const begin = native.prepare('begin');
  const commit = native.prepare('commit');
  let open = false;
  const end = () => {
    if (!open) return;
    open = false;
    if (native.open && native.inTransaction) commit.run();
  };
  return {
    begin() {
      if (open || native.inTransaction) return;
      begin.run();
      open = true;
      setImmediate(end);
    },
    end,
  };
}

function cachedStatements(native: SQLite.Database, reads: ReadCache, endSnapshot: () => void): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      endSnapshot();
      cache.clear();
      native.close();
    },
    // Kysely prepares every statement it runs, just before running it with the connection held.
    prepare(sql: string) {
      const statement = prepareCached(sql);
      if (!statement.reader) reads.written();
      return statement;
    },
  };

  function prepareCached(sql: string): SQLite.Statement {
    const cached = cache.get(sql);
    // A statement still being iterated (a streamed query) cannot run again until it finishes.
    if (cached && !cached.busy) return cached;
    const statement = native.prepare(sql);
    if (!cached) {
      if (cache.size >= STATEMENT_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
    }
    return statement;
  }
}

class FairSqliteDialect extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly lock: FifoLock,
    private readonly endSnapshot: () => void,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new FairDriver(super.createDriver(), this.lock, this.endSnapshot);
  }
}

/** Kysely's SQLite driver behind a FIFO lock: its own mutex is then never contended. */
class FairDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly lock: FifoLock,
    private readonly endSnapshot: () => void,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire();
    try {
      // Kysely's statements (writes, transactions, streamed reads) run outside the reads' snapshot.
      this.endSnapshot();
      return await this.inner.acquireConnection();
    } catch (error) {
      this.lock.release();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      this.lock.release();
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.savepoint!(connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.rollbackToSavepoint!(connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.releaseSavepoint!(connection, name, compile);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** A lock that passes straight to the longest waiter on release, waking nobody else. */
class FifoLock {
  private held = false;
  private readonly waiters: Array<() => void> = [];

  acquire(): Promise<void> {
    if (this.tryAcquire()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  tryAcquire(): boolean {
    if (this.held) return false;
    this.held = true;
    return true;
  }

  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.held = false;
  }
}
