// What the two kill -9 suites share (payroll-kill.test.ts on SQLite, payroll-kill-pg.test.ts on PostgreSQL):
// a database of 3,000 employees with a closed month, the child process that generates it, and the counts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Database } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedEmployeesBulk } from '../../server/demo/seed-directory.ts';
import { generatePayroll } from '../../server/modules/payroll/run-lifecycle-service.ts';

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
export function spawnGenerator(url: string, schema?: string) {
  const args = ['--import', 'tsx', 'tests/api/payroll-kill-child.ts', url, KILL_MONTH, ...(schema ? [schema] : [])];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
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
