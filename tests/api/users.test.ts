// System users: list, create, detail, update, status and password, delete, export, and the self / last-admin /
// escalation rules.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, TOAST, VALIDATION } from '../../contract/messages.ts';
import { XLSX_TYPE } from '../../server/lib/spreadsheet.ts';
import * as users from '../../server/modules/users/service.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { adminId, ALL_PERMISSIONS, BASE, count, fingerprint, insertUser, p, pid, uname, userRow } from './helpers.ts';

const USERS = `${BASE}/sys-user`;

describe.each(DIALECTS)('system users on %s', (dialect) => {
  let t: TestApp;
  let adminUserId: number;
  let plainRole: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminUserId = await adminId(t);
    plainRole = await t.createRole([p('dashboard', 'read')]);
  });
  afterAll(() => t?.close());

  const list = (query = '', token = t.adminToken) => t.call('GET', `${USERS}${query}`, { token });
  const create = (body: unknown, token = t.adminToken) => t.call('POST', `${USERS}/create`, { token, body });

  describe('list', () => {
    const prefix = `lst${Date.now().toString(36)}`;
    beforeAll(async () => {
      for (let i = 0; i < 12; i++)
        await insertUser(t, `${prefix}_${String(i).padStart(2, '0')}`, plainRole, i < 3 ? 'Inactive' : 'Active');
    });

    it('defaults to page 1, limit 10, with full metadata', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const total = await count(t, 'sys_user');
      expect(total).toBeGreaterThan(10);
      expect(body.data).toHaveLength(10);
      expect(body.metadata).toEqual({
        page: 1,
        limit: 10,
        total,
        totalPage: Math.ceil(total / 10),
        hasPrev: false,
        hasNext: true,
      });
      const first = body.data[0];
      expect(Object.keys(first).sort()).toEqual(['created_at', 'id', 'last_login_at', 'role', 'status', 'username']);
    });

    it('pages with page and limit', async () => {
      const total = await count(t, 'sys_user');
      const res = await list('?page=2&limit=5');
      expect(res.json().metadata).toEqual({
        page: 2,
        limit: 5,
        total,
        totalPage: Math.ceil(total / 5),
        hasPrev: true,
        hasNext: total > 10,
      });
      expect(res.json().data).toHaveLength(Math.min(5, total - 5));
      const page1 = (await list('?page=1&limit=5')).json().data.map((u: { id: number }) => u.id);
      const page2 = res.json().data.map((u: { id: number }) => u.id);
      expect(page1.filter((id: number) => page2.includes(id))).toEqual([]);
      const beyond = (await list(`?page=${Math.ceil(total / 5) + 1}&limit=5`)).json();
      expect(beyond.data).toEqual([]);
      expect(beyond.metadata).toMatchObject({ total, hasNext: false });
    });

    it('searches with q (case-insensitive, wildcards literal)', async () => {
      const res = await list(`?q=${prefix.toUpperCase()}&limit=100`);
      expect(res.json().metadata.total).toBe(12);
      expect(res.json().data.every((u: { username: string }) => u.username.startsWith(prefix))).toBe(true);
      expect((await list(`?q=${prefix}_01`)).json().data.map((u: { username: string }) => u.username)).toEqual([
        `${prefix}_01`,
      ]);
      expect((await list('?q=%25')).json().metadata.total).toBe(0);
      // "_" matches itself only: "lst…X01" would match "lst…_01" if "_" were a wildcard.
      expect((await list(`?q=${prefix}X01`)).json().metadata.total).toBe(0);
    });

    it('filters by status', async () => {
      const res = await list(`?q=${prefix}&status=Inactive&limit=100`);
      expect(res.json().metadata.total).toBe(3);
      expect(res.json().data.every((u: { status: string }) => u.status === 'Inactive')).toBe(true);
      expect((await list(`?q=${prefix}&status=Active&limit=100`)).json().metadata.total).toBe(9);
      const bad = await list('?status=Deleted');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().validators).toEqual([{ field: 'status', message: VALIDATION.statusInvalid }]);
    });

    it('sorts by an allow-listed key only', async () => {
      const names = async (sort: string) =>
        (await list(`?q=${prefix}&sort=${sort}&limit=100`)).json().data.map((u: { username: string }) => u.username);
      const asc = await names('username');
      expect(asc).toEqual([...asc].sort());
      expect(asc).toHaveLength(12);
      expect(await names('-username')).toEqual([...asc].reverse());
      const newest = await names('-created_at');
      expect(newest[0]).toBe(`${prefix}_11`);
      for (const sort of ['password_hash', 'id;select', 'role_id', '']) {
        const res = await list(`?sort=${encodeURIComponent(sort)}`);
        expect(res.statusCode, sort).toBe(400);
        expect(res.json().validators[0].field).toBe('sort');
      }
    });

    it('includes each user role as {id, name}', async () => {
      const res = await list(`?q=${prefix}_00`);
      const role = await t.db.kysely
        .selectFrom('role')
        .select(['id', 'name'])
        .where('id', '=', plainRole)
        .executeTakeFirstOrThrow();
      expect(res.json().data[0].role).toEqual({ id: role.id, name: role.name });
    });
  });

  describe('create', () => {
    it('creates a user with role_id as [n], hashing the password', async () => {
      const username = uname('new');
      const res = await create({ username, password: 'Password#123', role_id: [plainRole] });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(TOAST.userCreated);
      const row = await userRow(t, res.json().data.id);
      expect(row).toMatchObject({ username, role_id: plainRole, status: 'Active', token_version: 0 });
      expect(row!.password_hash).toMatch(/^\$argon2id\$/);
      expect(row!.password_hash).not.toContain('Password#123');
    });

    it('links the new user to an employee, and refuses one already linked to another user (409, nothing written)', async () => {
      const employee = await insertEmployee(t, { firstName: 'Created', lastName: 'Linked' });
      const username = uname('newlnk');
      const res = await create({ username, password: 'Password#123', role_id: [plainRole], employee_id: employee });
      expect(res.statusCode).toBe(201);
      expect(await userRow(t, res.json().data.id)).toMatchObject({ username, employee_id: employee });
      const detail = await t.call('GET', `${USERS}/role/${res.json().data.id}`, { token: t.adminToken });
      expect(detail.json().data.user.employee).toMatchObject({ id: employee, name: 'Created Linked' });

      // The same message as Edit gives, naming the employee and the user already linked.
      const before = await fingerprint(t);
      const taken = await create({
        username: uname('newlnk2'),
        password: 'Password#123',
        role_id: [plainRole],
        employee_id: employee,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(ERRORS.employeeLinked('Created Linked', username));
      const unknown = await create({
        username: uname('newlnk3'),
        password: 'Password#123',
        role_id: [plainRole],
        employee_id: 999_999,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().validators).toEqual([{ field: 'employee_id', message: ERRORS.unknownEmployee }]);
      expect(await fingerprint(t)).toEqual(before);
    });

    it('trims the username', async () => {
      const username = uname('trim');
      const res = await create({ username: `  ${username} `, password: 'Password#123', role_id: [plainRole] });
      expect(res.statusCode).toBe(201);
      expect((await userRow(t, res.json().data.id))!.username).toBe(username);
    });

    const cases: Array<[string, Record<string, unknown>, Array<{ field: string; message: string }>]> = [
      [
        'everything missing',
        {},
        [
          { field: 'username', message: VALIDATION.usernameRequired },
          { field: 'password', message: VALIDATION.passwordRequired },
          { field: 'role_id', message: VALIDATION.roleRequired },
        ],
      ],
      [
        'empty strings',
        { username: '', password: '', role_id: [] },
        [
          { field: 'username', message: VALIDATION.usernameRequired },
          { field: 'password', message: VALIDATION.passwordRequired },
          { field: 'role_id', message: VALIDATION.roleRequired },
        ],
      ],
      [
        'blank username',
        { username: '   ', password: 'Password#123', role_id: [1] },
        [{ field: 'username', message: VALIDATION.usernameRequired }],
      ],
      [
        'one character after trimming',
        { username: ' a ', password: 'Password#123', role_id: [1] },
        [{ field: 'username', message: VALIDATION.usernameMin }],
      ],
      [
        'bad characters',
        { username: 'bad name!', password: 'Password#123', role_id: [1] },
        [{ field: 'username', message: VALIDATION.usernameChars }],
      ],
      [
        'equals sign',
        { username: '=cmd', password: 'Password#123', role_id: [1] },
        [{ field: 'username', message: VALIDATION.usernameChars }],
      ],
      [
        'short password',
        { username: 'valid_name', password: 'short', role_id: [1] },
        [{ field: 'password', message: VALIDATION.passwordMin }],
      ],
      [
        'role_id a number, not [n]',
        { username: 'valid_name', password: 'Password#123', role_id: 1 },
        [{ field: 'role_id', message: VALIDATION.roleRequired }],
      ],
      [
        'role_id of two',
        { username: 'valid_name', password: 'Password#123', role_id: [1, 2] },
        [{ field: 'role_id', message: VALIDATION.roleRequired }],
      ],
      [
        'role_id zero',
        { username: 'valid_name', password: 'Password#123', role_id: [0] },
        [{ field: 'role_id', message: VALIDATION.roleRequired }],
      ],
    ];
    it.each(cases)('400 with the SPEC messages: %s', async (_name, body, validators) => {
      const before = await count(t, 'sys_user');
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: validators[0].message, validators });
      expect(await count(t, 'sys_user')).toBe(before);
    });

    it('400 for a role that does not exist', async () => {
      const before = await count(t, 'sys_user');
      const res = await create({ username: uname('norole'), password: 'Password#123', role_id: [999_999] });
      expect(res.statusCode).toBe(400);
      expect(res.json().validators).toEqual([{ field: 'role_id', message: ERRORS.unknownRole }]);
      expect(await count(t, 'sys_user')).toBe(before);
    });

    it('409 for a duplicate username, whatever its case, naming the username', async () => {
      const username = uname('dup');
      expect((await create({ username, password: 'Password#123', role_id: [plainRole] })).statusCode).toBe(201);
      const before = await fingerprint(t);
      const upper = username.toUpperCase();
      const res = await create({ username: upper, password: 'Password#123', role_id: [plainRole] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ERRORS.usernameTaken(upper));
      expect(res.json().message).toContain(upper);
      expect(await fingerprint(t)).toEqual(before);
    });
  });

  describe('detail, update, status, password, delete', () => {
    it('detail is data.user {id, username, status, role {id, role_name}, employee}; unknown id 404', async () => {
      const id = await insertUser(t, uname('det'), plainRole);
      const res = await t.call('GET', `${USERS}/role/${id}`, { token: t.adminToken });
      expect(res.statusCode).toBe(200);
      const role = await t.db.kysely
        .selectFrom('role')
        .select('name')
        .where('id', '=', plainRole)
        .executeTakeFirstOrThrow();
      const row = await userRow(t, id);
      expect(res.json().data).toEqual({
        user: {
          id,
          username: row!.username,
          status: 'Active',
          role: { id: plainRole, role_name: role.name },
          employee: null,
        },
      });
      expect((await t.call('GET', `${USERS}/role/999999`, { token: t.adminToken })).statusCode).toBe(404);
      expect((await t.call('GET', `${USERS}/role/abc`, { token: t.adminToken })).statusCode).toBe(400);
    });

    it('PATCH update/role changes username and role (role_id as [n] or n)', async () => {
      const id = await insertUser(t, uname('upd'), plainRole);
      const otherRole = await t.createRole([p('employee', 'read')]);
      const newName = uname('renamed');
      const res = await t.call('PATCH', `${USERS}/update/role/${id}`, {
        token: t.adminToken,
        body: { username: newName, role_id: [otherRole] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(TOAST.userUpdated);
      expect(await userRow(t, id)).toMatchObject({ username: newName, role_id: otherRole, token_version: 1 });
      const again = await t.call('PATCH', `${USERS}/update/role/${id}`, {
        token: t.adminToken,
        body: { username: newName, role_id: plainRole },
      });
      expect(again.statusCode).toBe(200);
      expect(await userRow(t, id)).toMatchObject({ role_id: plainRole, token_version: 2 });
    });

    it('PATCH update/role links the user to an employee, keeps the link when absent, unlinks with null; one user per employee', async () => {
      const id = await insertUser(t, uname('lnk'), plainRole);
      const other = await insertUser(t, uname('lnk2'), plainRole);
      const employee = await insertEmployee(t, { firstName: 'Linked', lastName: 'Sophal' });
      const patch = (userId: number, body: Record<string, unknown>) =>
        t.call('PATCH', `${USERS}/update/role/${userId}`, {
          token: t.adminToken,
          body: { role_id: [plainRole], ...body },
        });
      const username = (await userRow(t, id))!.username;

      expect((await patch(id, { username, employee_id: employee })).statusCode).toBe(200);
      const detail = await t.call('GET', `${USERS}/role/${id}`, { token: t.adminToken });
      const staff = await t.db.kysely
        .selectFrom('employee')
        .select('staff_id')
        .where('id', '=', employee)
        .executeTakeFirstOrThrow();
      expect(detail.json().data.user.employee).toEqual({
        id: employee,
        name: 'Linked Sophal',
        staff_id: staff.staff_id,
      });
      expect((await patch(id, { username })).statusCode).toBe(200);
      expect(await userRow(t, id)).toMatchObject({ employee_id: employee });
      const log = await t.db.kysely
        .selectFrom('activity_log')
        .select(['before', 'after'])
        .where('resource', '=', 'sysUser')
        .where('record_id', '=', String(id))
        .orderBy('id')
        .execute();
      expect(JSON.parse(log[0].before!)).toMatchObject({ employee_id: null });
      expect(JSON.parse(log[0].after!)).toMatchObject({ employee_id: employee });

      // The same employee for another user: 409 naming both, nothing changed.
      const before = await fingerprint(t);
      const taken = await patch(other, { username: (await userRow(t, other))!.username, employee_id: employee });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(ERRORS.employeeLinked('Linked Sophal', username));
      const unknown = await patch(other, { username: (await userRow(t, other))!.username, employee_id: 999_999 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().validators).toEqual([{ field: 'employee_id', message: ERRORS.unknownEmployee }]);
      expect(await fingerprint(t)).toEqual(before);

      expect((await patch(id, { username, employee_id: null })).statusCode).toBe(200);
      expect(await userRow(t, id)).toMatchObject({ employee_id: null });
      expect(
        (await patch(other, { username: (await userRow(t, other))!.username, employee_id: employee })).statusCode,
      ).toBe(200);
    });

    it('PATCH update/role validates and refuses a taken username (409, unchanged)', async () => {
      const id = await insertUser(t, uname('upd'), plainRole);
      const taken = uname('taken');
      await insertUser(t, taken, plainRole);
      const before = await fingerprint(t);
      const bad = await t.call('PATCH', `${USERS}/update/role/${id}`, {
        token: t.adminToken,
        body: { username: 'x', role_id: [plainRole] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().validators).toEqual([{ field: 'username', message: VALIDATION.usernameMin }]);
      const noRole = await t.call('PATCH', `${USERS}/update/role/${id}`, {
        token: t.adminToken,
        body: { username: 'okname' },
      });
      expect(noRole.json().validators).toEqual([{ field: 'role_id', message: VALIDATION.roleRequired }]);
      const dup = await t.call('PATCH', `${USERS}/update/role/${id}`, {
        token: t.adminToken,
        body: { username: taken.toUpperCase(), role_id: [plainRole] },
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toContain(taken.toUpperCase());
      const missing = await t.call('PATCH', `${USERS}/update/role/999999`, {
        token: t.adminToken,
        body: { username: 'okname', role_id: [plainRole] },
      });
      expect(missing.statusCode).toBe(404);
      expect(await fingerprint(t)).toEqual(before);
    });

    it('PUT sets status Inactive / Active and resets the password', async () => {
      const id = await insertUser(t, uname('st'), plainRole);
      const off = await t.call('PUT', `${USERS}/${id}`, { token: t.adminToken, body: { status: 'Inactive' } });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ message: TOAST.userDeactivated, data: { id } });
      expect(await userRow(t, id)).toMatchObject({ status: 'Inactive', token_version: 1 });
      const on = await t.call('PUT', `${USERS}/${id}`, { token: t.adminToken, body: { status: 'Active' } });
      expect(on.json()).toEqual({ message: TOAST.userActivated, data: { id } });
      expect(await userRow(t, id)).toMatchObject({ status: 'Active', token_version: 1 });
      const hashBefore = (await userRow(t, id))!.password_hash;
      const pw = await t.call('PUT', `${USERS}/${id}`, { token: t.adminToken, body: { password: 'BrandNew#2024' } });
      expect(pw.json()).toEqual({ message: TOAST.userUpdated, data: { id } });
      const after = await userRow(t, id);
      expect(after!.password_hash).not.toBe(hashBefore);
      expect(after!.token_version).toBe(2);
      expect((await t.login(after!.username, 'BrandNew#2024')).length).toBeGreaterThan(20);
    });

    it('PUT validates: nothing to update, bad status, short password (unchanged)', async () => {
      const id = await insertUser(t, uname('st'), plainRole);
      const before = await fingerprint(t);
      const empty = await t.call('PUT', `${USERS}/${id}`, { token: t.adminToken, body: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(VALIDATION.nothingToUpdate);
      const status = await t.call('PUT', `${USERS}/${id}`, { token: t.adminToken, body: { status: 'Banned' } });
      expect(status.json().validators).toEqual([{ field: 'status', message: VALIDATION.statusInvalid }]);
      const pw = await t.call('PUT', `${USERS}/${id}`, { token: t.adminToken, body: { password: '1234' } });
      expect(pw.json().validators).toEqual([{ field: 'password', message: VALIDATION.passwordMin }]);
      expect(
        (await t.call('PUT', `${USERS}/999999`, { token: t.adminToken, body: { status: 'Active' } })).statusCode,
      ).toBe(404);
      expect(await fingerprint(t)).toEqual(before);
    });

    it('DELETE removes the user; a second delete is 404', async () => {
      const id = await insertUser(t, uname('del'), plainRole);
      const res = await t.call('DELETE', `${USERS}/${id}`, { token: t.adminToken });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(TOAST.userDeleted);
      expect(await userRow(t, id)).toBeUndefined();
      expect((await t.call('DELETE', `${USERS}/${id}`, { token: t.adminToken })).statusCode).toBe(404);
    });

    it('DELETE works for a user who created roles and has notifications', async () => {
      const user = await t.createUser([p('role', 'create'), p('dashboard', 'read')]);
      const made = await t.call('POST', `${BASE}/roles/role-permissions`, {
        token: user.token,
        body: { role_name: uname('byuser'), description: 'd', permission_ids: [1] },
      });
      // permission 1 (employee:read) is not held: escalation refused; one the user holds is fine.
      expect(made.statusCode).toBe(403);
      const ok = await t.call('POST', `${BASE}/roles/role-permissions`, {
        token: user.token,
        body: { role_name: uname('byuser'), description: 'd', permission_ids: [pid(p('dashboard', 'read'))] },
      });
      expect(ok.statusCode).toBe(201);
      await t.db.kysely
        .insertInto('notification')
        .values({
          user_id: user.id,
          type: 'leave_request',
          request_id: 1,
          employee_name: 'e',
          is_read: 0,
          url: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      expect((await t.call('DELETE', `${USERS}/${user.id}`, { token: t.adminToken })).statusCode).toBe(200);
      const role = await t.db.kysely
        .selectFrom('role')
        .select('created_by')
        .where('id', '=', ok.json().data.id)
        .executeTakeFirstOrThrow();
      expect(role.created_by).toBeNull();
      expect(await t.db.kysely.selectFrom('notification').selectAll().where('user_id', '=', user.id).execute()).toEqual(
        [],
      );
    });
  });

  describe('export', () => {
    it('returns an .xlsx of the listed users, formula-like role names neutralised', async () => {
      const roleName = '=HYPERLINK("http://evil.example","x")';
      const evilRole = await t.createRole([], roleName);
      const username = uname('exp');
      await insertUser(t, username, evilRole);
      const res = await t.call('GET', `${USERS}/export`, { token: t.adminToken });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_TYPE);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.xlsx"/);
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'NO',
        'Username',
        'Role',
        'Status',
        'Last Login',
        'Created At',
      ]);
      expect(sheet.rowCount - 1).toBe(await count(t, 'sys_user'));
      let found = false;
      sheet.eachRow((row, n) => {
        if (n === 1) return;
        expect(typeof row.getCell(1).value).toBe('number');
        for (let c = 1; c <= 6; c++) expect(row.getCell(c).type).not.toBe(ExcelJS.ValueType.Formula);
        if (row.getCell(2).value === username) {
          found = true;
          expect(row.getCell(3).value).toBe(`'${roleName}`);
        }
      });
      expect(found).toBe(true);
    });

    it('applies the list filters', async () => {
      const username = uname('only');
      await insertUser(t, username, plainRole);
      const res = await t.call('GET', `${USERS}/export?q=${username}`, { token: t.adminToken });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(2).value).toBe(username);
      expect((await t.call('GET', `${USERS}/export?sort=password_hash`, { token: t.adminToken })).statusCode).toBe(400);
    });
  });

  describe('self and escalation rules', () => {
    it('nobody deletes or deactivates themself (409, unchanged)', async () => {
      const self = await t.createUser([p('sysUser', 'update'), p('sysUser', 'delete'), p('sysUser', 'read')]);
      for (const [who, id, token] of [
        ['admin', adminUserId, t.adminToken],
        ['plain', self.id, self.token],
      ] as const) {
        const before = await fingerprint(t);
        const del = await t.call('DELETE', `${USERS}/${id}`, { token });
        expect(del.statusCode, who).toBe(409);
        expect(del.json().message).toBe(ERRORS.cannotDeleteSelf);
        const off = await t.call('PUT', `${USERS}/${id}`, { token, body: { status: 'Inactive' } });
        expect(off.statusCode, who).toBe(409);
        expect(off.json().message).toBe(ERRORS.cannotDeactivateSelf);
        expect(await fingerprint(t)).toEqual(before);
      }
    });

    it('a sysUser creator with a small role cannot create a user with a bigger role (403, nothing inserted)', async () => {
      const creator = await t.createUser([p('sysUser', 'create')]);
      const bigger = await t.createRole([p('sysUser', 'create'), p('employee', 'read')]);
      const before = await fingerprint(t);
      for (const roleId of [bigger, 1 /* Super Admin */]) {
        const res = await create(
          { username: uname('esc'), password: 'Password#123', role_id: [roleId] },
          creator.token,
        );
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(ERRORS.roleAboveYours);
      }
      expect(await fingerprint(t)).toEqual(before);
      // A role within theirs is fine (the rule is a subset, not equality).
      const smaller = await t.createRole([]);
      expect(
        (await create({ username: uname('ok'), password: 'Password#123', role_id: [smaller] }, creator.token))
          .statusCode,
      ).toBe(201);
    });

    it('a sysUser updater cannot raise a user to a bigger role, or touch a user above them (403, unchanged)', async () => {
      const updater = await t.createUser([p('sysUser', 'update'), p('sysUser', 'delete')]);
      const target = await insertUser(t, uname('victim'), await t.createRole([]));
      const before = await fingerprint(t);
      const raise = await t.call('PATCH', `${USERS}/update/role/${target}`, {
        token: updater.token,
        body: { username: uname('x'), role_id: [1] },
      });
      expect(raise.statusCode).toBe(403);
      const selfRaise = await t.call('PATCH', `${USERS}/update/role/${updater.id}`, {
        token: updater.token,
        body: { username: updater.username, role_id: [1] },
      });
      expect(selfRaise.statusCode).toBe(403);
      for (const [method, body] of [
        ['PUT', { password: 'Takeover#123' }],
        ['PUT', { status: 'Inactive' }],
        ['PATCH', { username: 'admin_renamed', role_id: [1] }],
        ['DELETE', undefined],
      ] as const) {
        const url = method === 'PATCH' ? `${USERS}/update/role/${adminUserId}` : `${USERS}/${adminUserId}`;
        const res = await t.call(method, url, { token: updater.token, body });
        expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(403);
        expect(res.json().message).toBe(ERRORS.userAboveYours);
      }
      expect(await fingerprint(t)).toEqual(before);
    });
  });
});

// Lock-out rules get their own database so that the administrator can be the only account admin.
describe.each(DIALECTS)('last account administrator on %s', (dialect) => {
  let t: TestApp;
  let adminUserId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminUserId = await adminId(t);
  });
  afterAll(() => t?.close());

  it('nobody changes their own role, the only active account admin included (403, unchanged)', async () => {
    const lesser = await t.createRole([p('sysUser', 'update'), p('sysUser', 'read')]);
    const before = await fingerprint(t);
    const res = await t.call('PATCH', `${USERS}/update/role/${adminUserId}`, {
      token: t.adminToken,
      body: { username: 'admin', role_id: [lesser] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ERRORS.cannotChangeOwnRole);
    expect(await fingerprint(t)).toEqual(before);
  });

  // Over HTTP, demoting the last account admin is impossible too: nobody changes their own role, and only an
  // account admin may change theirs. The rule still guards the service, so call it as such a caller would.
  it('the service refuses to demote the last active account admin; inactive and half admins do not count', async () => {
    await insertUser(t, uname('dormant'), 1, 'Inactive');
    await t.createUser(ALL_PERMISSIONS.filter((x) => !(x.resource === 'role' && x.action === 'update')));
    const lesser = await t.createRole([p('sysUser', 'read')]);
    const ghost = { id: 999_999, username: 'ghost', roleId: 1, ip: '127.0.0.1' };
    const before = await fingerprint(t);
    await expect(
      users.updateUserRole(t.db, ghost, adminUserId, { username: 'admin', role_id: [lesser] }),
    ).rejects.toMatchObject({ statusCode: 409, message: ERRORS.lastAdmin });
    expect(await fingerprint(t)).toEqual(before);
  });

  it('the service refuses to delete or disable the last active account admin (409, unchanged)', async () => {
    const ghost = { id: 999_999, username: 'ghost', roleId: 1, ip: '127.0.0.1' };
    const before = await fingerprint(t);
    await expect(users.deleteUser(t.db, ghost, adminUserId)).rejects.toMatchObject({
      statusCode: 409,
      message: ERRORS.lastAdmin,
    });
    await expect(users.updateUser(t.db, ghost, adminUserId, { status: 'Inactive' })).rejects.toMatchObject({
      statusCode: 409,
      message: ERRORS.lastAdmin,
    });
    expect(await fingerprint(t)).toEqual(before);
  });

  it('with a second active account admin, the first can be demoted; then the second cannot', async () => {
    const second = await t.createUser(ALL_PERMISSIONS);
    const lesser = await t.createRole([p('sysUser', 'read')]);
    const down = await t.call('PATCH', `${USERS}/update/role/${adminUserId}`, {
      token: second.token,
      body: { username: 'admin', role_id: [lesser] },
    });
    expect(down.statusCode, down.body).toBe(200);
    const ghost = { id: 999_999, username: 'ghost', roleId: second.roleId, ip: '127.0.0.1' };
    const before = await fingerprint(t);
    await expect(
      users.updateUserRole(t.db, ghost, second.id, { username: second.username, role_id: [lesser] }),
    ).rejects.toMatchObject({ statusCode: 409, message: ERRORS.lastAdmin });
    expect(await fingerprint(t)).toEqual(before);
  });
});
