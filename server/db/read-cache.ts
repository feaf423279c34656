// Answers to repeated reads, kept only while the database is exactly as it was when they were read.
//
// A read's rows are a function of the SQL, its parameters and the database's content. SQLite tells us when
// that content may have changed: `PRAGMA data_version` moves whenever another connection (another API
// process) commits, and every statement this connection runs that is not a read (INSERT, UPDATE, BEGIN,
// COMMIT, ROLLBACK…) bumps our own generation. While neither has moved, running the read again would give
// the same rows, so the cached ones are returned. Checking data_version costs a read transaction, so it is
// checked once per HTTP request rather than once per read: each request still sees every commit that
// finished before it began (the permission check included), which is all a separate read per query would
// promise. Reads that depend on the clock must pass the time as a parameter.
import type SQLite from 'better-sqlite3';

/** Entries kept; list pages and auth checks are small, so this bounds memory to a few MB. */
const MAX_ENTRIES = 2000;
/** Larger answers (an export of every row) are not worth holding. */
const MAX_ROWS = 200;

export class ReadCache {
  /** SQL text → parameters (as JSON) → rows; nested so no key string is built from the SQL per read. */
  private readonly entries = new Map<string, Map<string, readonly Readonly<Record<string, unknown>>[]>>();
  private size = 0;
  private readonly dataVersion: SQLite.Statement;
  private seenVersion = -1;
  private generation = 0;
  private cachedGeneration = -1;
  /** A request began since data_version was last read. */
  private unchecked = true;

  constructor(native: SQLite.Database) {
    this.dataVersion = native.prepare('PRAGMA data_version').pluck();
  }

  /** This connection ran something other than a read: whatever was cached may be out of date. */
  written(): void {
    this.generation++;
  }

  /** A request begins: its reads must see every commit, from any process, that finished before now. */
  requestStarted(): void {
    this.unchecked = true;
  }

  /** Empties the cache if anyone changed the database since it was filled. Call with the connection held. */
  private validate(): void {
    let version = this.seenVersion;
    if (this.unchecked) {
      version = this.dataVersion.get() as number;
      this.unchecked = false;
    }
    if (version !== this.seenVersion || this.generation !== this.cachedGeneration) {
      this.entries.clear();
      this.size = 0;
      this.seenVersion = version;
      this.cachedGeneration = this.generation;
    }
  }

  /** The rows of `sql` with `parameters`, from the cache or from `read` (which must run it now). */
  rows(sql: string, parameters: readonly unknown[], read: () => Record<string, unknown>[]): readonly Record<string, unknown>[] {
    this.validate();
    let bySql = this.entries.get(sql);
    const key = parameters.length ? JSON.stringify(parameters) : '';
    const hit = bySql?.get(key);
    if (hit) return hit;
    const rows = read();
    if (rows.length > MAX_ROWS) return rows;
    if (this.size >= MAX_ENTRIES) {
      this.entries.clear();
      this.size = 0;
    }
    if (!bySql) this.entries.set(sql, (bySql = new Map()));
    // Frozen: callers share these objects, so one that tried to change a row would throw, not corrupt.
    for (const row of rows) Object.freeze(row);
    bySql.set(key, Object.freeze(rows));
    this.size++;
    return rows;
  }
}
