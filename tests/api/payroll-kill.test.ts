// A process killed (SIGKILL) in the middle of generating a run leaves no run and no payslip; the next call generates
// cleanly. SQLite, the file shared with a child process: the child is killed only once its write transaction is open
// (another connection's BEGIN IMMEDIATE is refused as busy).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { countRows, generateAgain, prepareKillDatabase, spawnGenerator } from './payroll-kill-fixtures.ts';

describe('a generation killed mid-transaction', () => {
  let dir: string;
  let url: string;
  let db: Database;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-payroll-kill-'));
    url = `file:${path.join(dir, 'kill.sqlite')}`;
    db = openDatabase(url);
    await prepareKillDatabase(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('leaves no run and no payslip, and the next call generates cleanly', async () => {
    const { child, output, exited } = spawnGenerator(url);

    // Wait for the child's write transaction: a BEGIN IMMEDIATE of our own is then refused as busy.
    const probe = new Sqlite(path.join(dir, 'kill.sqlite'), { timeout: 0 });
    const deadline = Date.now() + 60_000;
    let busy = false;
    while (!busy && Date.now() < deadline && !output().includes('done')) {
      try {
        probe.exec('BEGIN IMMEDIATE');
        probe.exec('ROLLBACK');
        await new Promise((r) => setTimeout(r, 2));
      } catch {
        busy = true;
      }
    }
    probe.close();
    expect(busy, `the child never opened its transaction: ${output()}`).toBe(true);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(output()).not.toContain('done');

    expect(await countRows(db, 'payroll_run')).toBe(0);
    expect(await countRows(db, 'payslip')).toBe(0);

    const run = await generateAgain(db);
    expect(run.headcount).toBeGreaterThan(0);
    expect(await countRows(db, 'payslip')).toBe(run.headcount);
  }, 120_000);
});
