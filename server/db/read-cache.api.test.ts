// The read cache (read-cache.ts) never answers with rows the database no longer holds: not after this
// connection writes, and not after another connection (another API process) commits, from the next request on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { precompiled, type Arg } from './precompiled.ts';
import SQLite from 'better-sqlite3';
import { changeSignal } from './change-signal.ts';

describe('read cache on SQLite', () => {
  let dir: string;
  let a: Database;
  let b: Database;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-read-cache-'));
    const url = `file:${path.join(dir, 'db.sqlite')}`;
    a = openDatabase(url);
    await migrateToLatest(a);
    b = openDatabase(url);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const statusOf = (db: Database) => async (name: string) => {
    const query = precompiled(db.kysely, 'test:status-by-name', (arg: Arg<{ name: string }>) =>
      db.kysely.selectFrom('role').select(['name', 'status']).where('name', '=', arg('name')),
    );
    return (await query({ name })).map((r) => r.status);
  };
  const insertRole = (db: Database, name: string) => {
    const now = new Date().toISOString();
    return db.kysely.insertInto('role').values({ name, description: '', status: 'Active', created_by: null, created_at: now, updated_at: now }).execute();
  };

  it('sees its own writes at once, inside a request or not', async () => {
    const read = statusOf(a);
    a.requestStarted();
    expect(await read('Own')).toEqual([]);
    await insertRole(a, 'Own');
    expect(await read('Own')).toEqual(['Active']);
    await a.tx((trx) => trx.updateTable('role').set({ status: 'Inactive' }).where('name', '=', 'Own').execute());
    expect(await read('Own')).toEqual(['Inactive']);
  });

  it('sees a commit by another connection from the next request on', async () => {
    const read = statusOf(a);
    a.requestStarted();
    expect(await read('Elsewhere')).toEqual([]);
    await insertRole(b, 'Elsewhere');
    a.requestStarted();
    expect(await read('Elsewhere')).toEqual(['Active']);
    await b.kysely.updateTable('role').set({ status: 'Inactive' }).where('name', '=', 'Elsewhere').execute();
    a.requestStarted();
    expect(await read('Elsewhere')).toEqual(['Inactive']);
  });

  it('reads of one pass share a snapshot that ends with the pass, and a write takes the connection from it', async () => {
    // No busy wait: a checkpoint blocked by a reader says so at once.
    const checkpoint = new SQLite(path.join(dir, 'db.sqlite'), { timeout: 0 });
    const truncateBlocked = () => (checkpoint.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>)[0].busy === 1;
    try {
      const read = statusOf(a);
      await new Promise((resolve) => setImmediate(resolve));
      expect(truncateBlocked(), 'nobody reads yet').toBe(false);
      // A commit in the WAL, so a snapshot taken now reads from it and holds the WAL until it ends.
      await insertRole(b, 'Snapshot');
      a.requestStarted();
      expect(await read('Snapshot')).toEqual(['Active']);
      expect(truncateBlocked(), 'the pass holds its snapshot').toBe(true);
      await new Promise((resolve) => setImmediate(resolve));
      expect(truncateBlocked(), 'the snapshot ended with the pass').toBe(false);

      a.requestStarted();
      expect(await read('Snapshot')).toEqual(['Active']);
      await a.tx((trx) => trx.updateTable('role').set({ status: 'Inactive' }).where('name', '=', 'Snapshot').execute());
      expect(await read('Snapshot'), 'the same pass reads its own write').toEqual(['Inactive']);
    } finally {
      checkpoint.close();
    }
  });

  it('hands out rows nobody can change in place', async () => {
    const read = precompiled(a.kysely, 'test:roles', () => a.kysely.selectFrom('role').select(['id', 'name']));
    const rows = await read({});
    expect(() => {
      (rows[0] as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });

  describe('whole answers', () => {
    afterEach(() => vi.useRealTimers());
    const answers = () => a.answers!;
    /** An answer is kept from the second time it is offered (read-cache.ts). */
    const keep = (key: string, value: unknown, ticket = answers().ticket()) => {
      answers().remember(key, value, ticket);
      answers().remember(key, value, ticket);
    };

    it('keeps an answer until this connection writes', async () => {
      a.requestStarted();
      keep('k1', 'one');
      a.requestStarted();
      expect(answers().answer('k1')).toBe('one');
      await insertRole(a, 'Answer own write');
      expect(answers().answer('k1')).toBeUndefined();
    });

    it('drops answers when another connection commits, from the next request on', async () => {
      a.requestStarted();
      keep('k2', 'two');
      await insertRole(b, 'Answer other write');
      a.requestStarted();
      expect(answers().answer('k2')).toBeUndefined();
    });

    it('never keeps an answer computed across a change', async () => {
      a.requestStarted();
      const ticket = answers().ticket();
      await insertRole(a, 'Answer during compute');
      keep('k3', 'stale', ticket);
      expect(answers().answer('k3')).toBeUndefined();
    });

    it('keeps an answer the second time it is asked for, so one-off answers never push out the ones in use', () => {
      a.requestStarted();
      const ticket = answers().ticket();
      answers().remember('twice', 'second time', ticket);
      expect(answers().answer('twice'), 'asked for once').toBeUndefined();
      answers().remember('twice', 'second time', ticket);
      expect(answers().answer('twice')).toBe('second time');
      for (let i = 0; i < 5000; i++) {
        answers().remember(`one-off ${i}`, 'x', ticket);
        expect(answers().answer(`one-off ${i}`)).toBeUndefined();
      }
      expect(answers().answer('twice')).toBe('second time');
    });

    it('lets the least recently used answer go first when full', () => {
      a.requestStarted();
      const ticket = answers().ticket();
      keep('in use', 'kept', ticket);
      for (let i = 0; i < 5000; i++) {
        keep(`popular ${i}`, 'x', ticket);
        if (i % 100 === 0) expect(answers().answer('in use')).toBe('kept');
      }
      expect(answers().answer('in use')).toBe('kept');
      expect(answers().answer('popular 0')).toBeUndefined();
      expect(answers().answer('popular 4999')).toBe('x');
    });

    it('drops answers when the business day turns in Phnom Penh (17:00 UTC)', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2027-03-01T16:59:00Z'));
      a.requestStarted();
      keep('k4', 'today');
      expect(answers().answer('k4')).toBe('today');
      vi.setSystemTime(new Date('2027-03-01T17:00:30Z'));
      expect(answers().answer('k4')).toBeUndefined();
    });
  });

  it('sees other connections\' commits through the WAL index, and nothing when nobody wrote', async () => {
    const native = new SQLite(path.join(dir, 'db.sqlite'), { readonly: true });
    try {
      const signal = changeSignal(native);
      expect(signal.changed()).toBe(true);
      expect(signal.changed()).toBe(false);
      await statusOf(b)('Anything');
      expect(signal.changed(), 'a read is not a change').toBe(false);
      await insertRole(b, 'Signal one');
      expect(signal.changed()).toBe(true);
      expect(signal.changed()).toBe(false);
      await b.tx((trx) => trx.updateTable('role').set({ status: 'Inactive' }).where('name', '=', 'Signal one').execute());
      expect(signal.changed()).toBe(true);
    } finally {
      native.close();
    }
  });
});
