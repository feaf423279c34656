// Compressed answers: JSON, the OpenAPI document, .csv exports and large errors leave as brotli or gzip when
// the client accepts it, and read back as the same answer sent plain; files compressed already (.xlsx), small
// answers and `identity` stay plain; NDJSON progress still leaves a line at a time; the built web app's files
// are sent as the compressed copies written at build time.
import { addDays } from '../../contract/dates.ts';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress-web.ts';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { businessToday } from '../../server/lib/time.ts';
import { bodyText } from '../../server/testing/response-check.ts';
import { ADMIN, createTestApp, DIALECTS, TEST_JWT_SECRET, type TestApp } from '../../server/testing/test-app.ts';
import { insertEmployee, insertOffice, insertTeam } from './directory-fixtures.ts';
import { BASE } from './helpers.ts';

const BROWSER = 'gzip, deflate, br, zstd';
const month = businessToday().slice(0, 7);

/** A weekday at least two days back, in an open period. */
function recentWorkday(): string {
  let day = addDays(businessToday(), -2);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, -1);
  return day;
}

/** The body exactly as it came over the wire, whatever its encoding. */
const wire = (res: LightMyRequestResponse) => res.rawPayload;

/** The frames of a chunked HTTP/1.1 body: one per write the server made. */
function chunkFrames(body: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  for (let at = 0; ;) {
    const eol = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
    if (!(size > 0)) return frames;
    frames.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

/** One request over a plain socket, so the answer's chunks are seen as the server wrote them. */
function rawRequest(
  address: string,
  request: { method: string; path: string; headers: Record<string, string>; body: string },
): Promise<{ head: string; body: Buffer }> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(received);
      const split = all.indexOf('\r\n\r\n');
      resolve({ head: all.subarray(0, split).toString('latin1'), body: all.subarray(split + 4) });
    });
    const headers = {
      ...request.headers,
      host: `${hostname}:${port}`,
      connection: 'close',
      'content-length': String(Buffer.byteLength(request.body)),
    };
    socket.write(
      `${request.method} ${request.path} HTTP/1.1\r\n` +
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        '\r\n' +
        request.body,
    );
  });
}

describe.each(DIALECTS)('compressed answers on %s', (dialect) => {
  let t: TestApp;
  let staffIds: string[];

  const get = (url: string, acceptEncoding?: string) =>
    t.call('GET', url, {
      token: t.adminToken,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  /** Asked with `acceptEncoding`, the answer comes in `encoding` and reads back as the plain answer's text. */
  async function expectEncoded(url: string, acceptEncoding: string, encoding: 'br' | 'gzip') {
    const plain = await get(url);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await get(url, acceptEncoding);
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
    expect(packed.headers['content-type']).toBe(plain.headers['content-type']);
    expect(wire(packed).length).toBeLessThan(wire(plain).length / 3);
    expect(bodyText(packed)).toBe(plain.body);
    return { plain, packed };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const team = await insertTeam(t);
    const office = await insertOffice(t);
    const ids = await Promise.all(
      Array.from({ length: 20 }, () => insertEmployee(t, { teamId: team, officeIds: [office] })),
    );
    const rows = await t.db.kysely.selectFrom('employee').select('staff_id').where('id', 'in', ids).execute();
    staffIds = rows.map((r) => r.staff_id);
  });
  afterAll(() => t?.close());

  it('sends a large JSON answer as brotli or gzip, whichever the client accepts, and the same JSON', async () => {
    const url = `${BASE}/attendance/sheet?month=${month}&limit=100`;
    // A browser accepts both: brotli goes first.
    const { plain, packed } = await expectEncoded(url, BROWSER, 'br');
    expect(JSON.parse(bodyText(packed))).toEqual(plain.json());
    expect(plain.json().data.length).toBeGreaterThanOrEqual(20);
    await expectEncoded(url, 'gzip', 'gzip');
    await expectEncoded(url, 'br;q=0, gzip', 'gzip');
    // The API's own headers stay on a compressed answer.
    expect(packed.headers['cache-control']).toBe('no-store');
    expect(packed.headers['x-content-type-options']).toBe('nosniff');
    expect(packed.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('sends plain to a client that asks for identity or names no encoding', async () => {
    const url = `${BASE}/attendance/sheet?month=${month}&limit=100`;
    for (const acceptEncoding of ['identity', undefined]) {
      const res = await get(url, acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json().data.length).toBeGreaterThanOrEqual(20);
    }
  });

  it('compresses the OpenAPI document', async () => {
    const { plain, packed } = await expectEncoded('/api/docs', 'br', 'br');
    expect(JSON.parse(bodyText(packed)).openapi).toBe(plain.json().openapi);
    await expectEncoded('/api/docs', 'gzip', 'gzip');
  });

  it('compresses a .csv export and still logs the download; leaves an .xlsx as it is', async () => {
    const exports = () =>
      t.db.kysely
        .selectFrom('activity_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('action', '=', 'export')
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const before = await exports();
    const { packed } = await expectEncoded(`${BASE}/employee/export?format=csv`, BROWSER, 'br');
    expect(packed.headers['content-disposition']).toBe('attachment; filename="employees.csv"');
    for (const staffId of staffIds) expect(bodyText(packed)).toContain(staffId);
    // The plain download and the compressed one: each logged once.
    expect(await exports()).toBe(before + 2);

    const xlsx = await get(`${BASE}/employee/export?format=xlsx`, BROWSER);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(wire(xlsx).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('compresses a large error, and leaves a small one plain', async () => {
    const unknown = Array.from({ length: 60 }, (_, i) => `NOBODY-${i},${recentWorkday()} 08:00,Gate`);
    const send = (acceptEncoding?: string) =>
      t.call('POST', `${BASE}/attendance/import`, {
        token: t.adminToken,
        body: `staff_id,timestamp,device\r\n${unknown.join('\r\n')}\r\n`,
        headers: { 'content-type': 'text/csv', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await send();
    expect(plain.statusCode).toBe(400);
    expect(plain.json().report).toHaveLength(60);
    const packed = await send('gzip');
    expect(packed.statusCode).toBe(400);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(bodyText(packed))).toEqual(plain.json());

    const small = await t.call('GET', `${BASE}/employee`, { headers: { 'accept-encoding': BROWSER } });
    expect(small.statusCode).toBe(401);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().message).toEqual(expect.any(String));
  });

  it('streams NDJSON import progress uncompressed, each line in a chunk of its own', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const day = recentWorkday();
    const punches = staffIds.flatMap((id) => [`${id},${day} 07:55,Gate`, `${id},${day} 17:05,Gate`]);
    const { head, body } = await rawRequest(address, {
      method: 'POST',
      path: `${BASE}/attendance/import`,
      headers: {
        authorization: `Bearer ${t.adminToken}`,
        'content-type': 'text/csv',
        accept: 'application/x-ndjson',
        'accept-encoding': BROWSER,
      },
      body: `staff_id,timestamp,device\r\n${punches.join('\r\n')}\r\n`,
    });
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head).toMatch(/^content-type: application\/x-ndjson/im);
    expect(head).toMatch(/^transfer-encoding: chunked/im);
    expect(head).not.toMatch(/^content-encoding:/im);
    const frames = chunkFrames(body).map((frame) => frame.toString('utf8'));
    // Progress for inserting, for deriving, then the result: each written, and sent, as its own line.
    expect(frames.length).toBeGreaterThanOrEqual(3);
    for (const frame of frames) expect(frame).toMatch(/^[^\n]+\n$/);
    expect(JSON.parse(frames.at(-1)!)).toMatchObject({ type: 'result', status: 201 });
  });
});

describe('the built web app', () => {
  let dir: string;
  let app: FastifyInstance;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>HRMS</title>
<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>
${'<!-- padding so the page is worth compressing -->\n'.repeat(40)}</body></html>`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-web-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), page);
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
    await precompressDir(dir);
    app = await buildApp({
      config: {
        ...readConfig({}),
        databaseUrl: `file:${path.join(dir, 'web.sqlite')}`,
        adminUsername: ADMIN.username,
        adminPassword: ADMIN.password,
        jwtSecret: TEST_JWT_SECRET,
        webDist: dir,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes a brotli and a gzip copy beside each file at build time', () => {
    const js = path.join(dir, 'assets', 'index-abc123.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'index.html.gz'))).toString()).toBe(page);
  });

  it('sends each asset as the copy the browser accepts, unchanged, with Vary', async () => {
    const url = '/assets/index-abc123.js';
    const js = path.join(dir, 'assets', 'index-abc123.js');
    for (const [acceptEncoding, encoding, file] of [
      [BROWSER, 'br', `${js}.br`],
      ['gzip, deflate', 'gzip', `${js}.gz`],
      ['identity', undefined, js],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The file written at build time, as it is: nothing compressed while serving.
      expect(wire(res).equals(fs.readFileSync(file))).toBe(true);
    }
    // The copies are not files of their own.
    expect((await app.inject({ method: 'GET', url: `${url}.br` })).statusCode).toBe(404);
  });

  it('sends an asset with the headers that apply to a script or a style, not the page’s', async () => {
    for (const url of ['/assets/index-abc123.js', '/assets/missing-chunk.js']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('sends index.html compressed for a page of the app, with the page headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/users', headers: { 'accept-encoding': BROWSER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(wire(res)).toString()).toBe(page);
  });
});
