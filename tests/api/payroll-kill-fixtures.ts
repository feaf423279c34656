// What the two kill -9 suites share (payroll-kill.test.ts on SQLite, payroll-kill-pg.test.ts on PostgreSQL):
// a database of 3,000 employees with a closed month, the child process that generates it (held, when asked,
// between two batches of payslips by the test pause), what the killed child left, and the counts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedEmployeesBulk } from '../../server/demo/seed-directory.ts';
import { generatePayroll } from '../../server/modules/payroll/run-lifecycle-service.ts';
import { PAUSE_BETWEEN_BATCHES } from '../../server/modules/payroll/run-writing.ts';
import { listRuns } from '../../server/modules/payroll/runs-service.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const KILL_MONTH = '2026-06';

export async function prepareKillDatabase(db: Database): Promise<void> {
  await migrateToLatest(db);
  await seedEmployeesBulk(db, 3_000, { batch: 1000 });
  await db.kysely
    .insertInto('attendance_close')
    .values({
      period: KILL_MONTH,
      from_date: `${KILL_MONTH}-01`,
      to_date: `${KILL_MONTH}-30`,
      closed_at: new Date().toISOString(),
      closed_by_id: null,
      closed_by_username: 'test',
    })
    .execute();
}

/** The child generating KILL_MONTH (payroll-kill-child.ts), what it printed so far, and how it ended. */
export function spawnGenerator(url: string, schema?: string, env: NodeJS.ProcessEnv = {}) {
  const args = ['--import', 'tsx', 'tests/api/payroll-kill-child.ts', url, KILL_MONTH, ...(schema ? [schema] : [])];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += String(chunk)));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  return { child, output: () => out, exited };
}

export const countRows = async (db: Database, table: 'payroll_run' | 'payslip') =>
  Number(
    (
      await db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const generateAgain = (db: Database) =>
  generatePayroll(
    db,
    { id: 0, username: 'test', roleId: null, ip: '127.0.0.1' },
    { month: KILL_MONTH, exchange_rate: 4100 },
  );

/** The child generating KILL_MONTH (or, `regenerate`, regenerating that run) held once its first batch of
 * payslips is committed, before the next. */
export async function spawnHeldBetweenBatches(url: string, schema?: string, regenerate?: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-kill-pause-'));
  fs.writeFileSync(path.join(dir, `${PAUSE_BETWEEN_BATCHES}.hold`), '');
  const spawned = spawnGenerator(url, schema, {
    HRMS_TEST_PAUSE_DIR: dir,
    ...(regenerate !== undefined && { REGENERATE_RUN: String(regenerate) }),
  });
  const paused = path.join(dir, `${PAUSE_BETWEEN_BATCHES}.paused`);
  for (let waited = 0; !fs.existsSync(paused); waited += 10) {
    if (waited > 90_000) throw new Error(`the child never reached its pause: ${spawned.output()}`);
    await sleep(10);
  }
  return { ...spawned, removePauseDir: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A killed child's hidden run, its payslips written so far, and the runs a reader sees. */
export async function leftBehind(db: Database) {
  const hidden = await db.kysely.selectFrom('payroll_run').select(['id', 'status']).execute();
  return {
    hidden: hidden.map((r) => r.status),
    payslips: await countRows(db, 'payslip'),
    listed: (await listRuns(db, { page: 1, limit: 10 })).data.length,
  };
}
