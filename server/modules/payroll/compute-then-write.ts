// A payroll write whose computation is long (a generation, a regeneration): computed in a read snapshot, which
// holds no write lock, then written in several short transactions (run-writing.ts, run-regeneration.ts) if
// nothing it read has changed since. The payroll inputs' version (migration 033, kept by triggers on every table
// the computation reads) says whether anything did: read with the snapshot, and again inside each write
// transaction. Equal: the computed run is exactly what a
// computation at that read would have produced, so it is written. On SQLite the write transaction holds the one
// write lock, so nothing commits between that read and the write; on PostgreSQL a change committed after it is
// ordered after the run, as a change committed after the one transaction's own reads was before. Changed:
// computed again from a new snapshot, and after ATTEMPTS refused with 409, nothing written. A write in several
// transactions checks the version in each. Exactly-once is still the run's unique month: two generations of one
// month may both pass the check on PostgreSQL (the bump is at commit), and the second's insert then waits for the
// first and fails (409).
import type { Kysely } from 'kysely';
import { PAYROLL_MESSAGES as M } from '../../../contract/api/payroll.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { pauseForTest } from '../../lib/test-pause.ts';

/** A run's exchange rates: the tax's and NSSF's. */
export interface Rates {
  tax: number;
  nssf: number;
}

/** Computations before a generation gives up on inputs that keep changing under it. */
export const ATTEMPTS = 3;

/** The pause point tests hold a generation at: inside its snapshot, computed, before the write. */
export const PAUSE_BEFORE_WRITE = 'payroll-before-write';

export async function inputVersion(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('payroll_input_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** What a write answers: its value, or undefined when an input changed since the computation (compute again). */
export type Written<T> = { value: T } | undefined;

/**
 * A write transaction that goes ahead only if the inputs' version is still `expected`: undefined when it is not,
 * else the write's value and the version its own commit leaves, which the next step of a write in several
 * transactions checks against (run-writing.ts). The write must change an input (a run, payslips): SQLite's
 * triggers bump the version as each row is written, PostgreSQL's once, as the transaction commits. So on
 * PostgreSQL a change committed by someone else between this read and this commit leaves the version past the
 * one answered, and the next step sees a change: it computes again, it never misses one.
 */
export function checkedWrite<T>(
  db: Database,
  expected: number,
  write: (trx: Kysely<DB>) => Promise<T>,
): Promise<(Written<T> & { version: number }) | undefined> {
  return db.tx(async (trx) => {
    const version = await inputVersion(trx);
    if (version !== expected) return undefined;
    const value = await write(trx);
    return { value, version: db.dialect === 'sqlite' ? await inputVersion(trx) : version + 1 };
  });
}

/** Computes in a snapshot and hands the computation, with the version it was read at, to `write`, which writes
 * it if that version still holds (checkedWrite); computes again when it did not, up to ATTEMPTS times. */
export async function computeThenWriteInSteps<C extends { month: string }, T>(
  db: Database,
  compute: (snapshot: Kysely<DB>) => Promise<C>,
  write: (computed: C, version: number) => Promise<Written<T>>,
): Promise<T> {
  let month = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { version, computed } = await db.snapshot(async (snapshot) => {
      // Read first: on SQLite the snapshot is fixed at its first read, so the version is the snapshot's own.
      const version = await inputVersion(snapshot);
      const computed = await compute(snapshot);
      await pauseForTest(PAUSE_BEFORE_WRITE);
      return { version, computed };
    });
    month = computed.month;
    const written = await write(computed, version);
    if (written) return written.value;
  }
  throw conflict(M.inputsKeptChanging(month));
}
