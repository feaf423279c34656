// GET /api/v1/admin/config: the map tile settings the server was started with, for signed-in users, and a
// Content-Security-Policy that lets the browser load exactly those tiles (and no others by default).
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE } from './helpers.ts';

const imgSrc = (csp: unknown) => /img-src ([^;]*)/.exec(String(csp))?.[1].split(' ') ?? [];

describe.each(DIALECTS)('app config on %s', (dialect) => {
  let t: TestApp;
  let tiled: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // A second process on the same database, started with a tile server.
    const env = {
      HRMS_TILE_URL: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png',
      HRMS_TILE_ATTRIBUTION: '<b>Example</b> maps',
    };
    tiled = await buildApp({
      config: {
        ...readConfig(env),
        adminUsername: ADMIN.username,
        adminPassword: ADMIN.password,
        jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
        webDist: path.join(os.tmpdir(), 'hrms-no-web-build'),
      },
      db: t.db,
    });
  });
  afterAll(async () => {
    await tiled?.close();
    await t?.close();
  });

  it('has no tiles by default, and the page may load images only from itself', async () => {
    const res = await t.call('GET', `${BASE}/config`, { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OK', data: { map: { tileUrl: '', attribution: '' } } });
    // API answers load nothing; the pages the browser renders carry the image sources.
    expect(imgSrc(res.headers['content-security-policy'])).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: '/offices' });
    expect(imgSrc(page.headers['content-security-policy'])).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('gives any signed-in user the configured tiles, and lets the browser fetch them', async () => {
    const nobody = await t.createUser([]);
    const res = await tiled.inject({
      method: 'GET',
      url: `${BASE}/config`,
      headers: { authorization: `Bearer ${nobody.token}` },
    });
    expect(res.statusCode).toBe(200);
    // The credit is handed over as the text it is; the web app shows it as text.
    expect(res.json().data).toEqual({
      map: { tileUrl: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png', attribution: '<b>Example</b> maps' },
    });
    const page = await tiled.inject({ method: 'GET', url: '/offices/add' });
    expect(imgSrc(page.headers['content-security-policy'])).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.tiles.example.org',
    ]);
  });

  it('refuses a caller without a token', async () => {
    expect((await tiled.inject({ method: 'GET', url: `${BASE}/config` })).statusCode).toBe(401);
  });
});
