// A payroll write whose computation is long (a generation, a regeneration): computed in a read snapshot, which
// holds no write lock, then written in one short transaction if nothing it read has changed since. The payroll
// inputs' version (migration 033, kept by triggers on every table the computation reads) says whether anything
// did: read with the snapshot, and again inside the write transaction (which on SQLite holds the one write lock,
// so nothing commits between that read and the write). Equal: the computed run is exactly what a computation
// inside the write would have produced, so it is written. Changed: computed again from a new snapshot, and after
// ATTEMPTS refused with 409, nothing written.
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

export async function computeThenWrite<C extends { month: string }, T>(
  db: Database,
  compute: (snapshot: Kysely<DB>) => Promise<C>,
  write: (trx: Kysely<DB>, computed: C) => Promise<T>,
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
    const written = await db.tx(async (trx) =>
      (await inputVersion(trx)) === version ? { value: await write(trx, computed) } : undefined,
    );
    if (written) return written.value;
  }
  throw conflict(M.inputsKeptChanging(month));
}
