// Roles and permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, TOAST, VALIDATION } from '../../contract/messages.ts';
import { PERMISSION_CATALOGUE } from '../../contract/permissions.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import {
  ALL_PERMISSIONS,
  allExcept,
  BASE,
  count,
  fingerprint,
  insertUser,
  p,
  pid,
  rolePermissionIds,
  uname,
} from './helpers.ts';
import { linkUser } from './attendance-fixtures.ts';

const ROLES = `${BASE}/roles`;

describe.each(DIALECTS)('roles on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const createRole = (body: unknown, token = t.adminToken) =>
    t.call('POST', `${ROLES}/role-permissions`, { token, body });
  const updateRole = (id: number, body: unknown, token = t.adminToken) =>
    t.call('PATCH', `${ROLES}/permissions/${id}`, { token, body });
  const detail = (id: number) => t.call('GET', `${ROLES}/${id}/permissions-group`, { token: t.adminToken });

  // First, while the administrator is the only account admin in this database.
  describe('the last admin role', () => {
    it.each([
      ['sysUser update', p('sysUser', 'update')],
      ['role update', p('role', 'update')],
    ] as const)('cannot lose %s while it is the only admin role (409, unchanged)', async (_name, removed) => {
      const before = await fingerprint(t);
      const res = await updateRole(1, {
        role_name: 'Super Admin',
        description: 'Every permission',
        permission_ids: allExcept(removed).map(pid),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ERRORS.lastAdmin);
      expect(await fingerprint(t)).toEqual(before);
      expect(await rolePermissionIds(t, 1)).toHaveLength(71);
    });
  });

  describe('list, detail, catalogue', () => {
    it('lists roles with role_name, creator user (null for the seeded role) and created_at', async () => {
      const made = await createRole({
        role_name: uname('Listed'),
        description: 'listed role',
        permission_ids: [pid(p('employee', 'read'))],
      });
      expect(made.statusCode).toBe(201);
      const res = await t.call('GET', `${ROLES}/`, { token: t.adminToken });
      expect(res.statusCode).toBe(200);
      const rows = res.json().data;
      expect(rows.length).toBe(await count(t, 'role'));
      const seeded = rows.find((r: { id: number }) => r.id === 1);
      expect(seeded).toMatchObject({
        role_name: 'Super Admin',
        user: null,
        user_count: 1,
        permission_count: 71,
        status: 'Active',
      });
      expect(Date.parse(seeded.created_at)).not.toBeNaN();
      const mine = rows.find((r: { id: number }) => r.id === made.json().data.id);
      expect(mine).toMatchObject({
        description: 'listed role',
        user: { username: 'admin' },
        user_count: 0,
        permission_count: 1,
      });
      // Without the trailing slash too.
      expect((await t.call('GET', ROLES, { token: t.adminToken })).statusCode).toBe(200);
    });

    it('creates a role and returns it with permission groups in catalogue order', async () => {
      const chosen = [
        p('role', 'delete'),
        p('employee', 'update'),
        p('sysUser', 'create'),
        p('employee', 'read'),
        p('role', 'read'),
      ];
      const name = uname('Grouped');
      const res = await createRole({
        role_name: `  ${name} `,
        description: ' grouped ',
        permission_ids: chosen.map(pid),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(TOAST.roleCreated);
      const id = res.json().data.id;
      expect(await rolePermissionIds(t, id)).toEqual(chosen.map(pid).sort((a, b) => a - b));

      const got = await detail(id);
      expect(got.statusCode).toBe(200);
      const data = got.json().data;
      expect(data).toMatchObject({ id, name, description: 'grouped', status: 'Active' });
      expect(data.permissions).toEqual(
        chosen
          .map(pid)
          .sort((a, b) => a - b)
          .map((x) => ({ id: x })),
      );
      expect(data.permission_groups).toEqual([
        {
          resource: 'employee',
          permissions: [
            { id: pid(p('employee', 'read')), action: 'read', description: 'View employees' },
            { id: pid(p('employee', 'update')), action: 'update', description: 'Update employees' },
          ],
        },
        {
          resource: 'sysUser',
          permissions: [{ id: pid(p('sysUser', 'create')), action: 'create', description: 'Create system users' }],
        },
        {
          resource: 'role',
          permissions: [
            { id: pid(p('role', 'read')), action: 'read', description: 'View roles' },
            { id: pid(p('role', 'delete')), action: 'delete', description: 'Delete roles' },
          ],
        },
      ]);
      expect((await detail(999_999)).statusCode).toBe(404);
    });

    it('updates name, description and permissions', async () => {
      const id = (
        await createRole({
          role_name: uname('Before'),
          description: 'before',
          permission_ids: [pid(p('team', 'read'))],
        })
      ).json().data.id;
      const name = uname('After');
      const res = await updateRole(id, {
        role_name: name,
        description: 'after',
        permission_ids: [pid(p('office', 'read')), pid(p('office', 'update'))],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: TOAST.roleUpdated, data: { id } });
      const row = await t.db.kysely.selectFrom('role').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name, description: 'after' });
      expect(await rolePermissionIds(t, id)).toEqual([pid(p('office', 'read')), pid(p('office', 'update'))]);
      // Renaming to its own name in another case is not a duplicate.
      expect(
        (await updateRole(id, { role_name: name.toUpperCase(), description: 'after', permission_ids: [1] })).statusCode,
      ).toBe(200);
      expect(
        (await updateRole(999_999, { role_name: uname('x'), description: 'x', permission_ids: [1] })).statusCode,
      ).toBe(404);
    });

    it('/permissions returns the 71 catalogue entries with descriptions: 68 of resources, 3 approval powers', async () => {
      const res = await t.call('GET', `${BASE}/permissions`, { token: t.adminToken });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toHaveLength(71);
      expect(data).toEqual(
        PERMISSION_CATALOGUE.map((x, i) => ({
          id: i + 1,
          resource: x.resource,
          action: x.action,
          description: x.description,
        })),
      );
      expect(data[0]).toEqual({ id: 1, resource: 'employee', action: 'read', description: 'View employees' });
      expect(
        data.find((x: { resource: string; action: string }) => x.resource === 'sysUser' && x.action === 'delete')
          .description,
      ).toBe('Delete system users');
      expect(data.slice(68)).toEqual([
        {
          id: 69,
          resource: 'approval',
          action: 'approveAny',
          description: 'Approve or reject any step of any request',
        },
        { id: 70, resource: 'approval', action: 'acknowledge', description: 'Acknowledge requests (the HR step)' },
        { id: 71, resource: 'approval', action: 'cancelOthers', description: "Cancel other people's requests" },
      ]);
    });

    it('current-permission returns the caller role and its groups', async () => {
      const user = await t.createUser([p('role', 'update'), p('employee', 'read'), p('dashboard', 'read')]);
      const res = await t.call('GET', `${ROLES}/current-permission`, { token: user.token });
      expect(res.statusCode).toBe(200);
      const role = await t.db.kysely
        .selectFrom('role')
        .select(['id', 'name'])
        .where('id', '=', user.roleId)
        .executeTakeFirstOrThrow();
      expect(res.json().data).toEqual({
        role: { id: role.id, name: role.name },
        permission_groups: [
          {
            resource: 'employee',
            permissions: [{ id: pid(p('employee', 'read')), action: 'read', description: 'View employees' }],
          },
          {
            resource: 'dashboard',
            permissions: [{ id: pid(p('dashboard', 'read')), action: 'read', description: 'View the dashboard' }],
          },
          {
            resource: 'role',
            permissions: [{ id: pid(p('role', 'update')), action: 'update', description: 'Update roles' }],
          },
        ],
        linked_to_employee: false,
        // No language chosen yet: the first session sets it from the browser.
        language: null,
      });
      const admin = (await t.call('GET', `${ROLES}/current-permission`, { token: t.adminToken })).json().data;
      expect(admin.role.name).toBe('Super Admin');
      expect(admin.permission_groups.map((g: { resource: string }) => g.resource)).toEqual([
        ...new Set(ALL_PERMISSIONS.map((x) => x.resource)),
      ]);
    });

    it('current-permission says whether the caller is linked to an employee (who alone may clock in)', async () => {
      const user = await t.createUser([]);
      const linked = async () =>
        (await t.call('GET', `${ROLES}/current-permission`, { token: user.token })).json().data.linked_to_employee;
      expect(await linked()).toBe(false);
      await linkUser(t, user.id);
      expect(await linked()).toBe(true);
    });
  });

  describe('validation and conflicts', () => {
    it.each([
      [
        'everything missing',
        {},
        [
          { field: 'role_name', message: VALIDATION.roleNameRequired },
          { field: 'description', message: VALIDATION.fillRequired },
          { field: 'permission_ids', message: VALIDATION.selectPermission },
        ],
      ],
      [
        'blank values',
        { role_name: '  ', description: ' ', permission_ids: [] },
        [
          { field: 'role_name', message: VALIDATION.roleNameRequired },
          { field: 'description', message: VALIDATION.fillRequired },
          { field: 'permission_ids', message: VALIDATION.selectPermission },
        ],
      ],
      [
        'no permissions',
        { role_name: 'Valid', description: 'ok', permission_ids: [] },
        [{ field: 'permission_ids', message: VALIDATION.selectPermission }],
      ],
      [
        'description missing',
        { role_name: 'Valid', permission_ids: [1] },
        [{ field: 'description', message: VALIDATION.fillRequired }],
      ],
      [
        'name too long',
        { role_name: 'n'.repeat(101), description: 'ok', permission_ids: [1] },
        [{ field: 'role_name', message: VALIDATION.roleNameMax }],
      ],
    ] as const)('400 with the SPEC messages on create and update: %s', async (_name, body, validators) => {
      const target = await t.createRole([p('team', 'read')]);
      const before = await fingerprint(t);
      for (const res of [await createRole(body), await updateRole(target, body)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: validators[0].message, validators });
      }
      expect(await fingerprint(t)).toEqual(before);
    });

    it('400 for an unknown permission id, nothing changed', async () => {
      const target = await t.createRole([p('team', 'read')]);
      const before = await fingerprint(t);
      for (const res of [
        await createRole({ role_name: uname('Unknown'), description: 'x', permission_ids: [1, 72] }),
        await updateRole(target, { role_name: uname('Unknown'), description: 'x', permission_ids: [999] }),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().validators).toEqual([{ field: 'permission_ids', message: ERRORS.unknownPermission }]);
      }
      expect(await fingerprint(t)).toEqual(before);
    });

    it('409 for a duplicate name (any case) on create and update, nothing changed', async () => {
      const name = uname('Taken');
      expect((await createRole({ role_name: name, description: 'x', permission_ids: [1] })).statusCode).toBe(201);
      const other = await t.createRole([p('team', 'read')]);
      const before = await fingerprint(t);
      const dup = await createRole({ role_name: name.toLowerCase(), description: 'y', permission_ids: [2] });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe(ERRORS.roleNameTaken(name.toLowerCase()));
      const rename = await updateRole(other, { role_name: name.toUpperCase(), description: 'y', permission_ids: [2] });
      expect(rename.statusCode).toBe(409);
      expect(await fingerprint(t)).toEqual(before);
    });
  });

  describe('escalation', () => {
    it('granting a permission you do not hold → 403, nothing changed', async () => {
      const user = await t.createUser([
        p('role', 'create'),
        p('role', 'update'),
        p('role', 'read'),
        p('employee', 'read'),
      ]);
      const mine = await t.createRole([p('employee', 'read')]);
      const before = await fingerprint(t);
      const created = await createRole(
        {
          role_name: uname('Esc'),
          description: 'x',
          permission_ids: [pid(p('employee', 'read')), pid(p('sysUser', 'delete'))],
        },
        user.token,
      );
      expect(created.statusCode).toBe(403);
      expect(created.json().message).toBe(ERRORS.escalation);
      const updated = await updateRole(
        mine,
        {
          role_name: uname('Esc'),
          description: 'x',
          permission_ids: [pid(p('employee', 'read')), pid(p('payroll', 'read'))],
        },
        user.token,
      );
      expect(updated.statusCode).toBe(403);
      // Nor can they widen their own role.
      const own = await updateRole(
        user.roleId,
        { role_name: uname('Own'), description: 'x', permission_ids: ALL_PERMISSIONS.map(pid) },
        user.token,
      );
      expect(own.statusCode).toBe(403);
      expect(await fingerprint(t)).toEqual(before);
      // Within what they hold is fine.
      expect(
        (
          await createRole(
            { role_name: uname('Fine'), description: 'x', permission_ids: [pid(p('employee', 'read'))] },
            user.token,
          )
        ).statusCode,
      ).toBe(201);
    });

    it('editing or deleting a role that holds more than yours → 403, nothing changed', async () => {
      const user = await t.createUser([p('role', 'update'), p('role', 'delete'), p('employee', 'read')]);
      const above = await t.createRole([p('employee', 'read'), p('payroll', 'read')]);
      const before = await fingerprint(t);
      const edit = await updateRole(
        above,
        { role_name: uname('Down'), description: 'x', permission_ids: [pid(p('employee', 'read'))] },
        user.token,
      );
      expect(edit.statusCode).toBe(403);
      expect(edit.json().message).toBe(ERRORS.roleAboveYours);
      const superAdmin = await updateRole(
        1,
        { role_name: 'Super Admin', description: 'mine now', permission_ids: [pid(p('employee', 'read'))] },
        user.token,
      );
      expect(superAdmin.statusCode).toBe(403);
      const del = await t.call('DELETE', `${ROLES}/${above}`, { token: user.token });
      expect(del.statusCode).toBe(403);
      expect(await fingerprint(t)).toEqual(before);
    });
  });

  describe('delete', () => {
    it('409 while users hold the role, saying how many; nothing changed', async () => {
      const role = await t.createRole([p('team', 'read')]);
      await insertUser(t, uname('holder'), role);
      await insertUser(t, uname('holder'), role, 'Inactive');
      const before = await fingerprint(t);
      const res = await t.call('DELETE', `${ROLES}/${role}`, { token: t.adminToken });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ERRORS.roleInUse(2));
      expect(res.json().message).toContain('2 users');
      expect(await fingerprint(t)).toEqual(before);
    });

    it('deletes an unused role with its permissions; then 404', async () => {
      const role = await t.createRole([p('team', 'read'), p('team', 'update')]);
      const res = await t.call('DELETE', `${ROLES}/${role}`, { token: t.adminToken });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(TOAST.roleDeleted);
      expect(
        await t.db.kysely.selectFrom('role').select('id').where('id', '=', role).executeTakeFirst(),
      ).toBeUndefined();
      expect(await rolePermissionIds(t, role)).toEqual([]);
      expect((await t.call('DELETE', `${ROLES}/${role}`, { token: t.adminToken })).statusCode).toBe(404);
    });
  });
});
