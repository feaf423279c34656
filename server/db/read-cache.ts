// Answers to repeated reads, kept only while the database is exactly as it was when they were read: the rows
// of single queries, and whole serialised answers of routes that declare themselves a function of their URL
// and the database (route.ts `reuse`).
//
// A read's rows are a function of the SQL, its parameters and the database's content. SQLite tells us when
// that content may have changed: another connection's (another API process's) commit changes the WAL index
// (change-signal.ts), and every statement this connection runs that is not a read (INSERT, UPDATE, BEGIN,
// COMMIT, ROLLBACK…) bumps our own generation. While neither has moved, running the read again would give
// the same rows, so the cached ones are returned. Other processes' commits are looked for once per HTTP
// request rather than once per read: each request still sees every commit that finished before it began (the
// permission check included), which is all a separate read per query would promise. Reads that depend on
// the clock must pass the time as a parameter.
import type SQLite from 'better-sqlite3';
import { businessDay } from '../lib/time.ts';
import { changeSignal, type ChangeSignal } from './change-signal.ts';

/** Entries kept; list pages and auth checks are small, so this bounds memory to a few MB. */
const MAX_ENTRIES = 2000;
/** Larger answers (an export of every row) are not worth holding. */
const MAX_ROWS = 200;
/** Serialised route answers kept, and the largest one worth keeping. */
const MAX_ANSWERS = 2000;
const MAX_ANSWER_BYTES = 64 * 1024;
/** Keys asked for once and not kept yet, remembered this far back. */
const MAX_ASKED = 4 * MAX_ANSWERS;

/**
 * Whole answers derived from the database: a route's serialised answer, the auth check's verdict on a token.
 * Kept as long as the rows they were made from (a PostgreSQL database has none).
 */
export interface AnswerCache {
  /** The answer kept for `key`, if the database has not changed since it was made. Callers own their keys'
   * value type (route answers are UTF-8 bytes). */
  answer<T = Buffer>(key: string): T | undefined;
  /** Call before computing an answer; hand the ticket to remember(). */
  ticket(): number;
  /**
   * Keeps `value` unless the database changed (or the business day turned) since `ticket` was taken, from the
   * second time `key` is remembered: an answer asked for once (a staff id searched for) is not worth a place.
   */
  remember(key: string, value: unknown, ticket: number): void;
}

export class ReadCache implements AnswerCache {
  /** SQL text → parameters (as JSON) → rows; nested so no key string is built from the SQL per read. */
  private readonly entries = new Map<string, Map<string, readonly Readonly<Record<string, unknown>>[]>>();
  private size = 0;
  private readonly answers = new Map<string, unknown>();
  /**
   * Keys offered to remember() once. A key is kept when offered again, so a stream of one-off answers (a
   * search for each of 100,000 staff ids) neither pushes out the answers in use nor keeps thousands of
   * buffers alive for nothing. Only how often a key is asked is kept here, never what the answer was.
   */
  private readonly asked = new Set<string>();
  /** Moves whenever what is kept is dropped, so an answer computed across a change is never kept. */
  private epoch = 0;
  /** Answers may depend on today's date (probation, balances of the year): they last one business day. */
  private day = -1;
  private readonly others: ChangeSignal;
  private generation = 0;
  private cachedGeneration = -1;
  /** A request began since other processes' commits were last looked for. */
  private unchecked = true;

  /** `dropped`: told whenever what is kept is dropped, so reads start from a fresh snapshot too. */
  constructor(
    native: SQLite.Database,
    private readonly dropped: () => void = () => {},
  ) {
    this.others = changeSignal(native);
  }

  /** This connection ran something other than a read: whatever was cached may be out of date. */
  written(): void {
    this.generation++;
  }

  /** A request begins: its reads must see every commit, from any process, that finished before now. */
  requestStarted(): void {
    this.unchecked = true;
  }

  /** Empties the cache if anyone changed the database since it was filled (or the business day turned). */
  private validate(): void {
    let elsewhere = false;
    if (this.unchecked) {
      elsewhere = this.others.changed();
      this.unchecked = false;
    }
    const day = businessDay(Date.now());
    if (elsewhere || this.generation !== this.cachedGeneration || day !== this.day) {
      this.entries.clear();
      this.size = 0;
      this.answers.clear();
      this.epoch++;
      this.cachedGeneration = this.generation;
      this.day = day;
      this.dropped();
    }
  }

  answer<T = Buffer>(key: string): T | undefined {
    this.validate();
    const kept = this.answers.get(key) as T | undefined;
    if (kept !== undefined) {
      // Least recently used goes first when the cache is full.
      this.answers.delete(key);
      this.answers.set(key, kept);
    }
    return kept;
  }

  ticket(): number {
    this.validate();
    return this.epoch;
  }

  remember(key: string, value: unknown, ticket: number): void {
    this.validate();
    if (ticket !== this.epoch || (Buffer.isBuffer(value) && value.length > MAX_ANSWER_BYTES)) return;
    if (!this.asked.delete(key)) {
      if (this.asked.size >= MAX_ASKED) this.asked.clear();
      this.asked.add(key);
      return;
    }
    if (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, value);
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
