// Hostile input: wrong types, missing and extra fields, prototype keys, deep nesting, huge bodies, SQL in sort and q,
// absurd paging, markup stored as text, and the append-only activity log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, VALIDATION } from '../../contract/messages.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { ALL_PERMISSIONS, BASE, count, fingerprint, p, pid, uname } from './helpers.ts';

const USERS = `${BASE}/sys-user`;
const ROLES = `${BASE}/roles`;
const LOG = `${BASE}/activity-log`;

const JSON_HEADERS = { 'content-type': 'application/json' };

describe.each(DIALECTS)('hostile input on %s', (dialect) => {
  let t: TestApp;
  let roleId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    roleId = await t.createRole([p('dashboard', 'read')]);
  });
  afterAll(() => t?.close());

  /** Sends a request that must be refused, and checks the database afterwards. */
  async function refused(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) {
    const before = await fingerprint(t);
    const res = await t.call(method, url, { token: t.adminToken, body, headers });
    expect(await fingerprint(t), `${method} ${url} changed the database`).toEqual(before);
    return res;
  }
  const fields = (res: { json(): { validators?: Array<{ field: string }> } }) =>
    (res.json().validators ?? []).map((v) => v.field);

  describe('bodies', () => {
    it('wrong types → 400 naming each field', async () => {
      const user = await refused('POST', `${USERS}/create`, { username: 123, password: true, role_id: 'admin' });
      expect(user.statusCode).toBe(400);
      expect(user.json().validators).toEqual([
        { field: 'username', message: VALIDATION.usernameRequired },
        { field: 'password', message: VALIDATION.passwordRequired },
        { field: 'role_id', message: VALIDATION.roleRequired },
      ]);
      const role = await refused('POST', `${ROLES}/role-permissions`, {
        role_name: ['x'],
        description: { a: 1 },
        permission_ids: 'all',
      });
      expect(role.statusCode).toBe(400);
      expect(fields(role)).toEqual(['role_name', 'description', 'permission_ids']);
      const ids = await refused('POST', `${ROLES}/role-permissions`, {
        role_name: 'x',
        description: 'y',
        permission_ids: ['1', 1.5, -1],
      });
      expect(fields(ids)).toEqual(['permission_ids']);
      const status = await refused('PUT', `${USERS}/1`, { status: true });
      expect(status.json().validators).toEqual([{ field: 'status', message: VALIDATION.statusInvalid }]);
      const array = await refused('POST', `${USERS}/create`, [{ username: 'abc' }]);
      expect(array.statusCode).toBe(400);
      const nul = await refused('POST', `${USERS}/create`, 'null', JSON_HEADERS);
      expect(nul.statusCode).toBe(400);
    });

    it.each([
      [
        'is_admin',
        `${USERS}/create`,
        'POST',
        { username: 'mass_assign', password: 'Password#123', role_id: [1], is_admin: true },
      ],
      ['id', `${USERS}/create`, 'POST', { username: 'mass_assign', password: 'Password#123', role_id: [1], id: 1 }],
      [
        'created_at',
        `${USERS}/create`,
        'POST',
        { username: 'mass_assign', password: 'Password#123', role_id: [1], created_at: '2000-01-01' },
      ],
      [
        'status',
        `${USERS}/create`,
        'POST',
        { username: 'mass_assign', password: 'Password#123', role_id: [1], status: 'Active' },
      ],
      ['token_version', `${USERS}/1`, 'PUT', { status: 'Active', token_version: 0 }],
      ['password_hash', `${USERS}/update/role/1`, 'PATCH', { username: 'admin', role_id: [1], password_hash: 'x' }],
      [
        'created_by',
        `${ROLES}/role-permissions`,
        'POST',
        { role_name: 'Mass', description: 'x', permission_ids: [1], created_by: 1 },
      ],
      ['is_admin', `${BASE}/auth/login`, 'POST', { username: 'admin', password: 'Admin#12345', is_admin: true }],
    ] as const)('extra field %s → 400 naming it, nothing changed', async (field, url, method, body) => {
      const res = await refused(method, url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().validators).toContainEqual({ field, message: `${field} is not allowed.` });
    });

    it('__proto__ and constructor keys → 400, no prototype pollution', async () => {
      const bodies = [
        '{"username":"proto_1","password":"Password#123","role_id":[1],"__proto__":{"polluted":"yes"}}',
        '{"username":"proto_2","password":"Password#123","role_id":[1],"constructor":{"prototype":{"polluted":"yes"}}}',
        '{"username":"proto_3","password":"Password#123","role_id":[{"__proto__":{"polluted":"yes"}}]}',
      ];
      for (const body of bodies) {
        const res = await refused('POST', `${USERS}/create`, body, JSON_HEADERS);
        expect(res.statusCode, body).toBe(400);
      }
      const query = await refused('GET', `${USERS}?__proto__[polluted]=yes&constructor[prototype][polluted]=yes`);
      expect(query.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    });

    it('10k-deep nesting → 400/413, nothing changed', async () => {
      const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
      const deepArray = `{"role_name":"Deep","description":"d","permission_ids":${'['.repeat(10_000)}1${']'.repeat(10_000)}}`;
      for (const body of [deepObject, deepArray]) {
        const res = await refused('POST', `${ROLES}/role-permissions`, body, JSON_HEADERS);
        expect([400, 413]).toContain(res.statusCode);
      }
    });

    it('a 50 MB body → 413 before parsing', async () => {
      const res = await refused(
        'POST',
        `${ROLES}/role-permissions`,
        JSON.stringify({ role_name: 'Big', description: 'x'.repeat(50 * 1024 * 1024), permission_ids: [1] }),
        JSON_HEADERS,
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: ERRORS.bodyTooLarge });
    });

    it('invalid JSON and non-JSON content types → 4xx, nothing changed', async () => {
      const broken = await refused('POST', `${USERS}/create`, '{"username": "x",', JSON_HEADERS);
      expect(broken.statusCode).toBe(400);
      expect(broken.json().message).toBe('Invalid JSON body.');
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data; boundary=x',
      ]) {
        const res = await refused('POST', `${USERS}/create`, 'username=evil_user&password=Password%23123&role_id=1', {
          'content-type': type,
        });
        expect(res.statusCode, type).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, type).toBeLessThan(500);
      }
      const none = await refused('POST', `${USERS}/create`);
      expect(none.statusCode).toBe(400);
    });
  });

  describe('queries', () => {
    const injection = "'; drop table sys_user; --";

    it('SQL in sort → 400; in q → harmless (table there, nothing matched, count unchanged)', async () => {
      const users = await count(t, 'sys_user');
      const sort = await refused('GET', `${USERS}?sort=${encodeURIComponent(injection)}`);
      expect(sort.statusCode).toBe(400);
      expect(sort.json().validators[0].field).toBe('sort');
      for (const q of [injection, "' or '1'='1", '%', '_', '\\', "admin' --"]) {
        const res = await refused('GET', `${USERS}?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, q).toBe(200);
        expect(res.json().metadata.total, q).toBe(0);
        const log = await refused('GET', `${LOG}?q=${encodeURIComponent(q)}`);
        expect(log.statusCode, q).toBe(200);
      }
      expect(await count(t, 'sys_user')).toBe(users);
      expect((await t.call('GET', USERS, { token: t.adminToken })).json().metadata.total).toBe(users);
    });

    it.each([
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1e9', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['limit=0', 'limit'],
      ['limit=-5', 'limit'],
      ['limit=100000', 'limit'],
      ['limit=101', 'limit'],
      ['q=' + 'x'.repeat(101), 'q'],
    ])('%s → 400 on the user list, the export and the activity log', async (query, field) => {
      for (const url of [`${USERS}?${query}`, `${USERS}/export?${query}`, `${LOG}?${query}`]) {
        const res = await refused('GET', url);
        expect(res.statusCode, url).toBe(400);
        expect(fields(res), url).toContain(field);
      }
    });

    it('limit=100 is the largest page; unknown query keys are refused', async () => {
      expect((await t.call('GET', `${USERS}?limit=100`, { token: t.adminToken })).statusCode).toBe(200);
      expect((await refused('GET', `${USERS}?role_id=1`)).statusCode).toBe(400);
    });

    it('path ids must be positive whole numbers', async () => {
      for (const id of ['0', '-1', '1.5', 'abc', '1;drop', '99999999999999999999']) {
        const res = await refused('DELETE', `${ROLES}/${encodeURIComponent(id)}`);
        expect(res.statusCode, id).toBe(400);
      }
    });
  });

  describe('markup is stored and returned as plain text', () => {
    const payloads = [
      '<img src=x onerror=alert(1)>',
      '"><svg onload=alert(1)>',
      'javascript:alert(document.cookie)',
      'evil\u202Etxt.exe',
      'emoji 🎉👩‍💻 and ünïcödé',
      "Robert'); DROP TABLE role;--",
    ];

    it.each(payloads)('role description %j round-trips verbatim as JSON', async (text) => {
      const name = `Role ${uname('x')} ${text}`.slice(0, 100);
      const res = await t.call('POST', `${ROLES}/role-permissions`, {
        token: t.adminToken,
        body: { role_name: name, description: text, permission_ids: [1] },
      });
      expect(res.statusCode).toBe(201);
      const id = res.json().data.id;
      const stored = await t.db.kysely
        .selectFrom('role')
        .select(['name', 'description'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ name, description: text });
      const detail = await t.call('GET', `${ROLES}/${id}/permissions-group`, { token: t.adminToken });
      expect(detail.headers['content-type']).toMatch(/^application\/json/);
      expect(detail.json().data).toMatchObject({ name, description: text });
      const list = (await t.call('GET', `${ROLES}/`, { token: t.adminToken })).json().data;
      expect(list.find((r: { id: number }) => r.id === id)).toMatchObject({ role_name: name, description: text });
      const log = (await t.call('GET', `${LOG}?resource=role&record_id=${id}`, { token: t.adminToken })).json().data;
      expect(log[0].after.description).toBe(text);
    });

    it('a 10,000-character description is refused with a message; nothing stored', async () => {
      const before = await count(t, 'role');
      const res = await refused('POST', `${ROLES}/role-permissions`, {
        role_name: uname('Long'),
        description: 'x'.repeat(10_000),
        permission_ids: [1],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().validators).toEqual([{ field: 'description', message: VALIDATION.descriptionMax }]);
      expect(await count(t, 'role')).toBe(before);
    });

    it('JSON responses are served with nosniff and a CSP', async () => {
      const res = await t.call('GET', `${ROLES}/`, { token: t.adminToken });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    });

    it('refusals carry the same headers: no token, a missing permission, an unknown path, bad input, a kept answer', async () => {
      const outsider = await t.createUser([]);
      const answers = [
        await t.call('GET', `${ROLES}/`),
        await t.call('GET', `${ROLES}/`, { token: outsider.token }),
        await t.call('GET', '/api/v1/admin/no-such-thing', { token: t.adminToken }),
        await t.call('GET', '/api/v1/admin/sys-user?page=0', { token: t.adminToken }),
        await t.call('GET', '/api/v1/admin/sys-user?page=1&limit=10', { token: t.adminToken }),
        await t.call('GET', '/api/v1/admin/sys-user?page=1&limit=10', { token: t.adminToken }),
      ];
      expect(answers.map((r) => r.statusCode)).toEqual([401, 403, 404, 400, 200, 200]);
      for (const res of answers) {
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(String(res.headers['content-security-policy'])).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
      }
    });
  });

  describe('activity log', () => {
    it('records each change with the actor from the token, before/after, and never a password or hash', async () => {
      const actor = await t.createUser(ALL_PERMISSIONS.filter((x) => x.resource !== 'role' || x.action !== 'update'));
      const secret = 'Sup3r-Secret-Pa55word!';
      const newSecret = 'An0ther-Secret-Pa55word!';
      const headers = { 'x-forwarded-for': '6.6.6.6' };
      const call = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
        t.call(method, url, { token: actor.token, body, headers });
      const since =
        (
          await t.db.kysely
            .selectFrom('activity_log')
            .select((eb) => eb.fn.max('id').as('m'))
            .executeTakeFirstOrThrow()
        ).m ?? 0;

      const username = uname('logged');
      const created = await call('POST', `${USERS}/create`, { username, password: secret, role_id: [roleId] });
      expect(created.statusCode).toBe(201);
      const userId = created.json().data.id;
      const otherRole = await t.createRole([]);
      expect(
        (await call('PATCH', `${USERS}/update/role/${userId}`, { username: `${username}_2`, role_id: [otherRole] }))
          .statusCode,
      ).toBe(200);
      expect((await call('PUT', `${USERS}/${userId}`, { status: 'Inactive' })).statusCode).toBe(200);
      expect((await call('PUT', `${USERS}/${userId}`, { password: newSecret })).statusCode).toBe(200);
      expect((await call('DELETE', `${USERS}/${userId}`)).statusCode).toBe(200);
      const role = await call('POST', `${ROLES}/role-permissions`, {
        role_name: uname('Logged'),
        description: 'before',
        permission_ids: [1],
      });
      const rid = role.json().data.id;
      expect((await call('DELETE', `${ROLES}/${rid}`)).statusCode).toBe(200);

      const res = await t.call('GET', `${LOG}?limit=100`, { token: t.adminToken });
      expect(res.statusCode).toBe(200);
      const entries = (res.json().data as Array<Record<string, any>>).filter((e) => e.id > Number(since)).reverse();
      expect(entries.map((e) => `${e.action} ${e.resource} ${e.record_id}`)).toEqual([
        `create sysUser ${userId}`,
        `update sysUser ${userId}`,
        `deactivate sysUser ${userId}`,
        `reset-password sysUser ${userId}`,
        `delete sysUser ${userId}`,
        `create role ${rid}`,
        `delete role ${rid}`,
      ]);
      for (const e of entries) {
        expect(e.actor_id).toBe(actor.id);
        expect(e.actor_username).toBe(actor.username);
        expect(e.ip).toBe('127.0.0.1'); // X-Forwarded-For is not trusted
        expect(Date.parse(e.created_at)).not.toBeNaN();
      }
      expect(entries[0].before).toBeNull();
      expect(entries[0].after).toMatchObject({ id: userId, username, role_id: roleId, status: 'Active' });
      expect(entries[1].before).toMatchObject({ username, role_id: roleId });
      expect(entries[1].after).toMatchObject({ username: `${username}_2`, role_id: otherRole });
      expect(entries[2].before).toMatchObject({ status: 'Active' });
      expect(entries[2].after).toMatchObject({ status: 'Inactive' });
      expect(entries[4].before).toMatchObject({ id: userId, username: `${username}_2` });
      expect(entries[4].after).toBeNull();
      expect(entries[5].after).toMatchObject({ description: 'before', permission_ids: [1] });

      for (const raw of [
        res.body,
        JSON.stringify(await t.db.kysely.selectFrom('activity_log').selectAll().execute()),
      ]) {
        expect(raw).not.toContain(secret);
        expect(raw).not.toContain(newSecret);
        expect(raw).not.toContain('$argon2');
        expect(raw).not.toContain('password_hash');
      }
    });

    it('role updates log the permission ids before and after', async () => {
      const id = (
        await t.call('POST', `${ROLES}/role-permissions`, {
          token: t.adminToken,
          body: { role_name: uname('Perm'), description: 'd', permission_ids: [1, 2] },
        })
      ).json().data.id;
      await t.call('PATCH', `${ROLES}/permissions/${id}`, {
        token: t.adminToken,
        body: { role_name: uname('Perm'), description: 'e', permission_ids: [pid(p('team', 'read'))] },
      });
      const log = (await t.call('GET', `${LOG}?resource=role&record_id=${id}`, { token: t.adminToken })).json().data;
      expect(log[0]).toMatchObject({
        action: 'update',
        actor_username: 'admin',
        before: { permission_ids: [1, 2], description: 'd' },
        after: { permission_ids: [pid(p('team', 'read'))], description: 'e' },
      });
    });

    it('is append-only: only GET is registered, and other methods are 404 with the log unchanged', async () => {
      const routes = t.app.hrms.registered.filter((r) => r.url.startsWith(LOG));
      expect(routes.map((r) => r.url).sort()).toEqual([LOG, `${LOG}/:id`, `${LOG}/actors`, `${LOG}/export`]);
      expect(new Set(routes.map((r) => r.method))).toEqual(new Set(['GET']));
      const specs = t.app.hrms.routes.filter((r) => r.url.startsWith(LOG)).map((r) => r.method);
      expect(new Set(specs)).toEqual(new Set(['GET']));
      const entries = await count(t, 'activity_log');
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        for (const url of [LOG, `${LOG}/1`]) {
          const res = await t.call(method, url, {
            token: t.adminToken,
            body: method === 'DELETE' ? undefined : { action: 'forged' },
          });
          expect(res.statusCode, `${method} ${url}`).toBe(404);
        }
      }
      expect(await count(t, 'activity_log')).toBe(entries);
    });

    it('filters by resource from an allow-list', async () => {
      const res = await refused('GET', `${LOG}?resource=sys_user;--`);
      expect(res.statusCode).toBe(400);
      expect(fields(res)).toEqual(['resource']);
    });
  });
});
