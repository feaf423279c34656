// On PostgreSQL, a process killed (SIGKILL) in the middle of generating a run leaves no run and no payslip; the next
// call generates cleanly. The child is killed only once its transaction holds uncommitted payslips (its backend holds a
// RowExclusiveLock on this schema's payslip table, seen from pg_locks); the test then waits for the server to end that
// backend before counting and generating again.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { countRows, generateAgain, prepareKillDatabase, spawnGenerator } from './payroll-kill-fixtures.ts';

const URL = process.env.TEST_PG_URL;

describe.skipIf(!URL)('a generation killed mid-transaction on PostgreSQL', () => {
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

  /** The backend writing payslips into this schema in an open transaction, if any. */
  const writer = async (): Promise<number | null> => {
    const { rows } = await probe.query<{ pid: number }>(
      `select l.pid from pg_locks l join pg_class c on c.oid = l.relation
        where c.relname = 'payslip' and c.relnamespace = $1::regnamespace and l.mode = 'RowExclusiveLock'
          and l.pid <> pg_backend_pid()`,
      [schema],
    );
    return rows[0]?.pid ?? null;
  };

  it('leaves no run and no payslip, and the next call generates cleanly', async () => {
    const { child, output, exited } = spawnGenerator(URL!, schema);

    let backend: number | null = null;
    const deadline = Date.now() + 90_000;
    while (backend === null && Date.now() < deadline && !output().includes('done')) backend = await writer();
    expect(backend, `the child never wrote payslips in a transaction: ${output()}`).not.toBeNull();
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(output()).not.toContain('done');

    // The server ends the dead client's backend and rolls its transaction back.
    const gone = Date.now() + 30_000;
    while (Date.now() < gone) {
      const { rows } = await probe.query('select 1 from pg_stat_activity where pid = $1', [backend]);
      if (rows.length === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await writer()).toBeNull();
    expect(await countRows(db, 'payroll_run')).toBe(0);
    expect(await countRows(db, 'payslip')).toBe(0);

    const run = await generateAgain(db);
    expect(run.headcount).toBeGreaterThan(0);
    expect(await countRows(db, 'payslip')).toBe(run.headcount);
    expect(await countRows(db, 'payroll_run')).toBe(1);
  }, 180_000);
});
