// A process killed (SIGKILL) in the middle of generating a run, its first batch of payslips committed, leaves a
// run no reader sees; the server's start-up clean-up deletes it (its writer is gone) and the next call generates
// cleanly. SQLite, the file shared with a child process held between two batches by the test pause.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { clearAbandonedRuns } from '../../server/modules/payroll/run-writing.ts';
import {
  countRows,
  generateAgain,
  leftBehind,
  prepareKillDatabase,
  spawnHeldBetweenBatches,
} from './payroll-kill-fixtures.ts';

describe('a generation killed midway', () => {
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

  it('leaves no run a reader sees; the clean-up deletes what it wrote and the next call generates', async () => {
    const { child, output, exited, removePauseDir } = await spawnHeldBetweenBatches(url);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    removePauseDir();
    expect(output()).not.toContain('done');

    const left = await leftBehind(db);
    expect(left.hidden).toEqual(['writing']);
    expect(left.payslips).toBeGreaterThan(0);
    expect(left.listed).toBe(0);

    expect(await clearAbandonedRuns(db)).toBe(1);
    expect(await countRows(db, 'payroll_run')).toBe(0);
    expect(await countRows(db, 'payslip')).toBe(0);

    const run = await generateAgain(db);
    expect(run.headcount).toBeGreaterThan(0);
    expect(await countRows(db, 'payslip')).toBe(run.headcount);
  }, 120_000);
});
