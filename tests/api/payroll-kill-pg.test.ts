// On PostgreSQL, a process killed (SIGKILL) in the middle of generating a run, its first batch of payslips
// committed, leaves a run no reader sees; the server's start-up clean-up deletes it (its writer is gone) and the
// next call generates cleanly. The child is held between two batches by the test pause.
import crypto from 'node:crypto';
import pg from 'pg';
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

const URL = process.env.TEST_PG_URL;

describe.skipIf(!URL)('a generation killed midway on PostgreSQL', () => {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  let db: Database;
  let probe: pg.Client;

  beforeAll(async () => {
    probe = new pg.Client({ connectionString: URL });
    await probe.connect();
    await probe.query(`create schema ${schema}`);
    db = openDatabase(URL!, { schema });
    await prepareKillDatabase(db);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    await probe?.query(`drop schema if exists ${schema} cascade`);
    await probe?.end();
  });

  it('leaves no run a reader sees; the clean-up deletes what it wrote and the next call generates', async () => {
    const { child, output, exited, removePauseDir } = await spawnHeldBetweenBatches(URL!, schema);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    removePauseDir();
    expect(output()).not.toContain('done');

    // Held between transactions, the child had none open: what it wrote is committed.
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
    expect(await countRows(db, 'payroll_run')).toBe(1);
  }, 180_000);
});
