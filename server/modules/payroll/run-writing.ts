// A generation's run written in several short transactions rather than one, so that none holds the write lock
// (SQLite has one for the whole database) for long: at 100,000 employees one transaction held it for seconds, and
// any other write waited that long or failed. First the run row, with the status `writing` that every reader of
// runs and payslips leaves out (repository.ts); then its payslips, BATCH to a transaction; then one last short
// transaction makes it whole. Every step checks the inputs' version (checkedWrite): a change midway throws the
// hidden run away and the generation computes again. Exactly-once is still the run's unique month, which the
// hidden run holds from its first step: a second generation of the month is refused as already generated.
//
// A writer that dies midway (kill -9, a job worker's crash) leaves a hidden run that nothing reads (or, a
// regeneration's, payslips beside a run's own: run-regeneration.ts). It is deleted, BATCH payslips to a
// transaction, by the next generation and at the server's start, once its writer is known to be gone: its process
// no longer runs on this machine (the writer names its machine, its process id and that process's start, so an id
// used again is not taken for it, and its thread), or it has written nothing for LEASE_MS (a writer on another
// machine). A job worker that dies while its process lives is cleared at once, by its thread (clearWritesOf, from
// the job runner), before its request is failed.
import fs from 'node:fs';
import os from 'node:os';
import { threadId } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import { SQLITE_TURN_MS, type Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { pauseForTest } from '../../lib/test-pause.ts';
import { checkedWrite, type Written } from './compute-then-write.ts';
import * as repo from './repository.ts';

/** Employees per transaction: at 1,000 a batch's transaction is a small fraction of a second. */
export const BATCH = 1_000;

/** How long a hidden run's writer may write nothing before it is taken for dead (a batch takes under a second). */
export const LEASE_MS = 5 * 60_000;

/** The pause point tests hold a generation at: its first batch of payslips written, hidden, before the next. */
export const PAUSE_BETWEEN_BATCHES = 'payroll-between-batches';

/** A process's start in clock ticks since boot (Linux; undefined elsewhere or when it is gone). */
function startOf(pid: number | 'self'): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's name in parentheses: the state (field 3) … the start time (field 22).
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** A thread of this process as hidden writes name their writer: machine, process id, the process's start, and
 * the thread (a job worker that dies leaves the process running: its writes are known by its thread's id). */
export const writerOf = (thread: number) => [os.hostname(), process.pid, startOf('self') ?? '', thread].join(' ');

/** This thread as a writer. */
export const WRITER = writerOf(threadId);

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

export function writerGone(writer: string | null, lastWrite: string): boolean {
  if (Date.now() - Date.parse(lastWrite) > LEASE_MS) return true;
  const [host, pid, start] = (writer ?? '').split(' ');
  if (host !== os.hostname() || !pid) return false;
  if (!running(Number(pid))) return true;
  const startNow = startOf(Number(pid));
  return !!start && !!startNow && start !== startNow;
}

/** The real time of a hidden run's last write (not a replayed clock: it is measured against the lease). */
export const lastWrite = () => new Date().toISOString();

/** Deletes a hidden run, its payslips BATCH to a transaction first (a whole run's would be one long one). */
async function deleteHiddenRun(db: Database, id: number): Promise<void> {
  for (;;) {
    const { numDeletedRows } = await db.tx((trx) =>
      trx
        .deleteFrom('payslip')
        .where('id', 'in', (eb) => eb.selectFrom('payslip').select('id').where('payroll_id', '=', id).limit(BATCH))
        .executeTakeFirst(),
    );
    if (Number(numDeletedRows) === 0) break;
  }
  await db.tx((trx) => trx.deleteFrom('payroll_run').where('id', '=', id).where('status', '=', repo.WRITING).execute());
}

/** Deletes, BATCH to a transaction, a run's payslips of generation `generation` (`op` '=') or of every
 * generation but it (`op` '<>'); `unclaimed`: only while no writer has the run and it is still at `generation`.
 * `between` runs after each batch (another writer's turn). */
export async function deletePayslipSet(
  db: Database,
  runId: number,
  op: '=' | '<>',
  generation: number,
  { unclaimed = false, between = async () => {} }: { unclaimed?: boolean; between?: () => Promise<void> } = {},
): Promise<void> {
  for (;;) {
    const { numDeletedRows } = await db.tx((trx) => {
      let q = trx
        .deleteFrom('payslip')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('payslip')
            .select('id')
            .where('payroll_id', '=', runId)
            .where('generation', op, generation)
            .limit(BATCH),
        );
      if (unclaimed)
        q = q.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('payroll_run')
              .select('id')
              .where('id', '=', runId)
              .where('writer', 'is', null)
              .where('generation', '=', generation),
          ),
        );
      return q.executeTakeFirst();
    });
    if (Number(numDeletedRows) < BATCH) break;
    await between();
  }
}

/** What a dead writer left: its hidden run deleted, or (a regeneration's) the payslips it wrote beside the run's
 * own deleted and the run let go. */
async function clearWritesOfRun(
  db: Database,
  run: { id: number; status: string; writer: string | null; generation: number },
): Promise<void> {
  if (run.status === repo.WRITING) return deleteHiddenRun(db, run.id);
  await deletePayslipSet(db, run.id, '<>', run.generation);
  await db.tx((trx) =>
    trx
      .updateTable('payroll_run')
      .set({ writer: null })
      .where('id', '=', run.id)
      .where('writer', '=', run.writer)
      .execute(),
  );
}

/** The runs some writer is writing: hidden ones, and regenerations. */
const runsBeingWritten = (db: Database) =>
  db.kysely
    .selectFrom('payroll_run')
    .select(['id', 'status', 'writer', 'updated_at', 'generation'])
    .where((eb) => eb.or([eb('status', '=', repo.WRITING), eb('writer', 'is not', null)]))
    .execute();

/** Clears what writers that are gone left half-written (hidden runs, regenerations); answers how many. */
export async function clearAbandonedRuns(db: Database): Promise<number> {
  const abandoned = (await runsBeingWritten(db)).filter((run) => writerGone(run.writer, run.updated_at));
  for (const run of abandoned) await clearWritesOfRun(db, run);
  return abandoned.length;
}

/** Clears at once what one writer left half-written: a job worker that died, its thread known to be gone. */
export async function clearWritesOf(db: Database, writer: string): Promise<number> {
  const left = (await runsBeingWritten(db)).filter((run) => run.writer === writer);
  for (const run of left) await clearWritesOfRun(db, run);
  return left.length;
}

/** Deletes the payslips of every run that are not of its generation and that no writer is writing: what a
 * regeneration that died while deleting the set it replaced left (readers never see them). At the server's start:
 * it reads every payslip. */
export async function clearReplacedSets(db: Database): Promise<void> {
  const runs = await db.kysely
    .selectFrom('payslip')
    .innerJoin('payroll_run', 'payroll_run.id', 'payslip.payroll_id')
    .select(['payroll_run.id', 'payroll_run.generation'])
    .distinct()
    .where('payroll_run.writer', 'is', null)
    .where('payroll_run.status', '<>', repo.WRITING)
    .whereRef('payslip.generation', '<>', 'payroll_run.generation')
    .execute();
  for (const run of runs) await deletePayslipSet(db, run.id, '<>', run.generation, { unclaimed: true });
}

/** What is written of a run, in its steps. */
export interface RunSteps<T> {
  /** Inserts the run row with `hidden` (its status, writer and time); answers its id. */
  insert: (trx: Kysely<DB>, hidden: { status: string; writer: string; updated_at: string }) => Promise<number>;
  payslips: Array<Omit<repo.NewPayslip, 'payroll_id'>>;
  /** Makes the run whole (its real status, no writer); answers what the generation answers. */
  show: (trx: Kysely<DB>, id: number) => Promise<T>;
  onBatch?: (done: number, total: number) => Promise<void> | void;
}

/** Writes a run computed at input `version` in steps; undefined (nothing left written) when an input changed. */
export async function writeRunInSteps<T>(db: Database, version: number, steps: RunSteps<T>): Promise<Written<T>> {
  const begun = await checkedWrite(db, version, (trx) =>
    steps.insert(trx, { status: repo.WRITING, writer: WRITER, updated_at: lastWrite() }),
  );
  if (!begun) return undefined;
  const id = begun.value;
  let expected = begun.version;
  const { payslips, onBatch = () => {} } = steps;
  try {
    for (let done = 0; done < payslips.length;) {
      const batch = payslips.slice(done, done + BATCH).map((slip) => ({ ...slip, payroll_id: id }));
      const written = await checkedWrite(db, expected, async (trx) => {
        await repo.insertPayslips(trx, batch);
        await trx.updateTable('payroll_run').set({ updated_at: lastWrite() }).where('id', '=', id).execute();
      });
      if (!written) return await discarded(db, id);
      expected = written.version;
      done += batch.length;
      await onBatch(done, payslips.length);
      if (done < payslips.length) await turn(db);
    }
    const shown = await checkedWrite(db, expected, (trx) => steps.show(trx, id));
    return shown ? { value: shown.value } : await discarded(db, id);
  } catch (error) {
    // Left hidden if this fails too: the next generation deletes it once this writer is gone.
    await deleteHiddenRun(db, id).catch(() => {});
    throw error;
  }
}

/** Between two batches: another writer's turn at SQLite's one lock, and the tests' pause point. */
export async function turn(db: Database): Promise<void> {
  await sqliteTurn(db);
  await pauseForTest(PAUSE_BETWEEN_BATCHES);
}

/** Another writer's turn at SQLite's one lock. */
export async function sqliteTurn(db: Database): Promise<void> {
  if (db.dialect === 'sqlite') await new Promise((resolve) => setTimeout(resolve, SQLITE_TURN_MS));
}

async function discarded(db: Database, id: number): Promise<undefined> {
  await deleteHiddenRun(db, id);
  return undefined;
}
