// `npm run demo` with a DATABASE_URL exported for a real database: the demo entry (a child process, as the
// operator would run it) refuses with a message and a non-zero exit, before migrating or writing anything. It
// seeds only a new database or one it marked as its own.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DialectName } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { demoRefusal, markDemoDatabase } from '../../server/demo/demo-guard.ts';
import { freePort, killGroup, ROOT } from '../../server/testing/server-process.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { fingerprint } from './helpers.ts';

const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/**
 * Runs the demo entry on the database and resolves with its exit code and output once it exits, or, should it
 * seed instead of refusing, once it says it is ready (it is stopped then, and answers null).
 */
async function runDemo(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(TSX, [path.join(ROOT, 'server/demo.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      HRMS_WEB_DIST: path.join(os.tmpdir(), 'hrms-no-web-build'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  return new Promise((resolve) => {
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Demo ready')) killGroup(child, 'SIGKILL');
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The rows of what a run could touch beyond the people tables: settings and applied migrations. */
async function settingsAndMigrations(db: Database) {
  const settings = await db.kysely.selectFrom('app_setting').selectAll().orderBy('key').execute();
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db.kysely);
  return { settings, migrations: rows.map((r) => r.name) };
}

/** A database with nothing in it: a new SQLite file, or a new PostgreSQL schema. */
async function newDatabase(dialect: DialectName): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-demo-guard-'));
    const db = openDatabase(`file:${path.join(dir, 'new.sqlite')}`);
    return { db, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_PG_URL!;
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await run(`create schema ${schema}`);
  return { db: openDatabase(url, { schema }), drop: () => run(`drop schema ${schema} cascade`) };
}

describe.each(DIALECTS)('npm run demo against a database that is not its own, on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.createUser([], 'real_person');
  });
  afterAll(() => t?.close());

  it('refuses a database holding real users with a message and exit code 1, and leaves it untouched', async () => {
    const before = { rows: await fingerprint(t), rest: await settingsAndMigrations(t.db) };
    const run = await runDemo(t.databaseUrl);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('Refusing to seed the demo into');
    expect(run.output).toContain("2 users, 0 employees) and is not marked as the demo's own. Nothing was changed.");
    expect({ rows: await fingerprint(t), rest: await settingsAndMigrations(t.db) }).toEqual(before);
  }, 120_000);

  it('allows a new database, and one it has marked, but no other', async () => {
    const fresh = await newDatabase(dialect);
    try {
      expect(await demoRefusal(fresh.db, 'the new one')).toBeNull();
      await migrateToLatest(fresh.db);
      // Migrated by a server but never marked: someone else's, even before it holds anyone.
      expect(await demoRefusal(fresh.db, 'the new one')).toMatch(/^Refusing to seed the demo into the new one/);
      await markDemoDatabase(fresh.db);
      expect(await demoRefusal(fresh.db, 'the new one')).toBeNull();
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
    expect(await demoRefusal(t.db, 'the real one')).toMatch(/\(\d+ tables, 2 users, 0 employees\)/);
  });
});
