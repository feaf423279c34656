// SECURITY.md 29 / issue 14 point 3: a process killed (SIGKILL) in the middle of generating a run leaves no run
// and no payslip; the next call generates cleanly. SQLite, the file shared with a child process: the child is
// killed only once its write transaction is open (another connection's BEGIN IMMEDIATE is refused as busy).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedEmployeesBulk } from '../../server/demo/seed-directory.ts';
import { generatePayroll } from '../../server/modules/payroll/service.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MONTH = '2026-06';

describe('a generation killed mid-transaction', () => {
  let dir: string;
  let url: string;
  let db: Database;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-payroll-kill-'));
    url = `file:${path.join(dir, 'kill.sqlite')}`;
    db = openDatabase(url);
    await migrateToLatest(db);
    await seedEmployeesBulk(db, 3_000, { batch: 1000 });
    await db.kysely
      .insertInto('attendance_close')
      .values({
        period: MONTH,
        from_date: `${MONTH}-01`,
        to_date: `${MONTH}-30`,
        closed_at: new Date().toISOString(),
        closed_by_id: null,
        closed_by_username: 'test',
      })
      .execute();
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const count = async (table: 'payroll_run' | 'payslip') =>
    Number(
      (
        await db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('leaves no run and no payslip, and the next call generates cleanly', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/payroll-kill-child.ts', url, MONTH], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += String(chunk)));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );

    // Wait for the child's write transaction: a BEGIN IMMEDIATE of our own is then refused as busy.
    const probe = new Sqlite(path.join(dir, 'kill.sqlite'), { timeout: 0 });
    const deadline = Date.now() + 60_000;
    let busy = false;
    while (!busy && Date.now() < deadline && !out.includes('done')) {
      try {
        probe.exec('BEGIN IMMEDIATE');
        probe.exec('ROLLBACK');
        await new Promise((r) => setTimeout(r, 2));
      } catch {
        busy = true;
      }
    }
    probe.close();
    expect(busy, `the child never opened its transaction: ${out}`).toBe(true);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(out).not.toContain('done');

    expect(await count('payroll_run')).toBe(0);
    expect(await count('payslip')).toBe(0);

    const run = await generatePayroll(
      db,
      { id: 0, username: 'test', roleId: null, ip: '127.0.0.1' },
      { month: MONTH, exchange_rate: 4100 },
    );
    expect(run.headcount).toBeGreaterThan(0);
    expect(await count('payslip')).toBe(run.headcount);
  }, 120_000);
});
