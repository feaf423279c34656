// Test harness: one app per suite on a real database. Suites loop over DIALECTS, so every API suite runs on
// SQLite and, when TEST_PG_URL is set, on PostgreSQL (in its own schema, dropped afterwards). Every response
// is held to its route's schema (response-check.ts); an app a suite builds itself can opt in with
// validateResponses(app).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { auth } from '../../contract/api/routes/auth.ts';
import type { CataloguePermission } from '../../contract/permissions.ts';
import { buildApp } from '../app.ts';
import { type Config, readConfig } from '../config.ts';
import { openDatabase, type Database, type DialectName } from '../db/database.ts';
import { permissionId } from '../auth/permission-ids.ts';
import { hashPassword } from '../auth/passwords.ts';
import { validateResponses } from './response-check.ts';

export { validateResponses } from './response-check.ts';

export const ADMIN = { username: 'admin', password: 'Admin#12345' };
export const TEST_PASSWORD = 'Password#123';

export const DIALECTS: DialectName[] = process.env.TEST_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  dialect: DialectName;
  /** DATABASE_URL that reaches this app's data from another process (a second API server). */
  databaseUrl: string;
  adminToken: string;
  login(username: string, password?: string): Promise<string>;
  /** inject() with a bearer token and JSON body. */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string>; remoteAddress?: string },
  ): Promise<LightMyRequestResponse>;
  /** A role holding exactly these permissions (inserted directly, no API rules). */
  createRole(permissions: CataloguePermission[], name?: string): Promise<number>;
  /** A user with a role holding exactly these permissions, signed in. */
  createUser(
    permissions: CataloguePermission[],
    username?: string,
  ): Promise<{ id: number; username: string; roleId: number; token: string }>;
  close(): Promise<void>;
}

let passwordHash: Promise<string> | undefined;

async function openTestDatabase(
  dialect: DialectName,
): Promise<{ db: Database; url: string; cleanup: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-test-'));
    const url = `file:${path.join(dir, 'test.sqlite')}`;
    const db = openDatabase(url);
    return { db, url, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_PG_URL!;
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openDatabase(url, { schema });
  // node-postgres passes a connection string's `options` to the server, as libpq does.
  const schemaUrl = new URL(url);
  schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
  return {
    db,
    url: schemaUrl.toString(),
    cleanup: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** `settings`: environment settings a suite needs other than their defaults (an employer's name). */
export async function createTestApp(dialect: DialectName, settings: Partial<Config> = {}): Promise<TestApp> {
  const { db, url, cleanup } = await openTestDatabase(dialect);
  const config = {
    ...readConfig({}),
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    jwtSecret: TEST_JWT_SECRET,
    webDist: path.join(os.tmpdir(), 'hrms-no-web-build'),
    ...settings,
  };
  // A failed build (migration error) must not leave its schema or file behind.
  const app = await buildApp({ config, db }).catch(async (error) => {
    await db.close();
    await cleanup();
    throw error;
  });
  // Every answer a suite receives, through call() or app.inject(), is checked against the contract.
  validateResponses(app);
  let counter = 0;

  const call: TestApp['call'] = (method, url, options = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    });

  const login = async (username: string, password = TEST_PASSWORD) => {
    const res = await call('POST', auth.login.path, { body: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json().data.accessToken as string;
  };

  const createRole: TestApp['createRole'] = async (
    permissions,
    name = `role_${++counter}_${crypto.randomBytes(3).toString('hex')}`,
  ) => {
    const now = new Date().toISOString();
    const { id } = await db.kysely
      .insertInto('role')
      .values({ name, description: 'test role', status: 'Active', created_by: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (permissions.length) {
      await db.kysely
        .insertInto('role_permission')
        .values(permissions.map((p) => ({ role_id: id, permission_id: permissionId(p) })))
        .execute();
    }
    return id;
  };

  const createUser: TestApp['createUser'] = async (
    permissions,
    username = `user_${++counter}_${crypto.randomBytes(3).toString('hex')}`,
  ) => {
    const roleId = await createRole(permissions);
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const now = new Date().toISOString();
    const { id } = await db.kysely
      .insertInto('sys_user')
      .values({
        username,
        password_hash: await passwordHash,
        role_id: roleId,
        status: 'Active',
        token_version: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, username, roleId, token: await login(username) };
  };

  const adminToken = await login(ADMIN.username, ADMIN.password);
  return {
    app,
    db,
    dialect,
    databaseUrl: url,
    adminToken,
    login,
    call,
    createRole,
    createUser,
    close: async () => {
      await app.close();
      await db.close();
      await cleanup();
    },
  };
}
