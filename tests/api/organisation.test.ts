// Departments, teams, offices and projects: references that must exist, unique names, deletes refused while people
// remain (409 with how many, nothing deleted), office coordinates and radius, project codes and dates, member search,
// and every change in the activity log with the actor from the token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../contract/messages.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import {
  employeeBody,
  insertDepartment,
  insertEmployee,
  insertOffice,
  insertTeam,
  logOf,
  unique,
} from './directory-fixtures.ts';
import { BASE, fingerprint, p } from './helpers.ts';

type Res = { statusCode: number; body: string; json: () => any };

describe.each(DIALECTS)('organisation on %s', (dialect) => {
  let t: TestApp;
  /** Holds every directory permission and nothing else: the log must name them, not the admin. */
  let hr: { id: number; username: string; token: string };

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, token = hr.token) =>
    t.call(method, `${BASE}/${path}`, { token, body });
  const ok = async (res: Res, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  async function refused(status: number, request: () => Promise<Res>) {
    const before = await fingerprint(t);
    const res = await request();
    expect(res.statusCode, res.body).toBe(status);
    expect(await fingerprint(t), 'a refused request changed the database').toEqual(before);
    return res.json() as { message: string; validators?: Array<{ field: string; message: string }> };
  }
  /** The newest log entry of a record, checked against the actor. */
  async function lastLog(resource: string, id: number, action: string) {
    const entry = (await logOf(t, resource, id)).at(-1);
    expect(entry, `${resource} ${id} has a log entry`).toBeDefined();
    expect(entry).toMatchObject({ action, actor_id: hr.id, actor_username: hr.username });
    return {
      before: entry!.before == null ? null : JSON.parse(entry!.before),
      after: entry!.after == null ? null : JSON.parse(entry!.after),
    };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    hr = await t.createUser(
      (['department', 'team', 'office', 'project'] as const).flatMap((r) =>
        (['read', 'create', 'update', 'delete'] as const).map((a) => p(r, a)),
      ),
    );
  });
  afterAll(() => t?.close());

  describe('departments', () => {
    it('creates, reads, updates and deletes with a manager, each change logged', async () => {
      const manager = await insertEmployee(t, { firstName: 'Lim', lastName: 'Bopha' });
      const created = await ok(
        await send('POST', 'department', { name: 'Finance', description: 'Money', manager_id: manager }),
        201,
      );
      expect(created.message).toBe('Department created successfully!');
      const d = created.data;
      expect(d).toMatchObject({ name: 'Finance', description: 'Money', team_count: 0, member_count: 0 });
      expect(d.manager).toMatchObject({ id: manager, name: expect.stringMatching(/^Lim Bopha/) });
      expect((await lastLog('department', d.id, 'create')).after).toMatchObject({
        name: 'Finance',
        manager_id: manager,
      });

      expect((await ok(await send('GET', `department/${d.id}`))).data).toEqual(d);
      const updated = await ok(
        await send('PATCH', `department/${d.id}`, { name: 'Finance & Accounting', manager_id: null }),
      );
      expect(updated.data).toMatchObject({ name: 'Finance & Accounting', manager: null });
      const log = await lastLog('department', d.id, 'update');
      expect(log.before).toMatchObject({ name: 'Finance', manager: { id: manager } });
      expect(log.after).toMatchObject({ name: 'Finance & Accounting', manager_id: null });

      expect((await ok(await send('DELETE', `department/${d.id}`))).message).toBe('Department deleted successfully!');
      expect(
        await t.db.kysely.selectFrom('department').select('id').where('id', '=', d.id).executeTakeFirst(),
      ).toBeUndefined();
      expect((await lastLog('department', d.id, 'delete')).before).toMatchObject({ name: 'Finance & Accounting' });
      await refused(404, () => send('DELETE', `department/${d.id}`));
      expect((await send('GET', `department/${d.id}`)).statusCode).toBe(404);
    });

    it('refuses a manager who does not exist, a missing name, unknown fields', async () => {
      const res = await refused(400, () => send('POST', 'department', { name: 'Ghosts', manager_id: 999_999 }));
      expect(res.validators).toEqual([{ field: 'manager_id', message: 'Manager does not exist.' }]);
      expect((await refused(400, () => send('POST', 'department', { name: '  ' }))).validators).toEqual([
        { field: 'name', message: 'Name is required.' },
      ]);
      expect((await refused(400, () => send('POST', 'department', {}))).validators).toEqual([
        { field: 'name', message: 'Name is required.' },
      ]);
      expect((await refused(400, () => send('POST', 'department', { name: 'X', id: 3 }))).validators).toEqual([
        { field: 'id', message: 'id is not allowed.' },
      ]);
      const d = await insertDepartment(t);
      await refused(400, () => send('PATCH', `department/${d}`, { name: 'Ghosts', manager_id: 999_999 }));
      await refused(404, () => send('PATCH', 'department/999999', { name: 'Nobody' }));
    });

    it('refuses a duplicate name in any case with 409, on create and on rename, writing nothing', async () => {
      await ok(await send('POST', 'department', { name: 'Operations' }), 201);
      expect((await refused(409, () => send('POST', 'department', { name: 'OPERATIONS' }))).message).toBe(
        "department 'OPERATIONS' already exists.",
      );
      const other = await ok(await send('POST', 'department', { name: 'Logistics' }), 201);
      expect(
        (await refused(409, () => send('PATCH', `department/${other.data.id}`, { name: 'operations' }))).message,
      ).toBe("department 'operations' already exists.");
      // Renaming to its own name in another case is not a conflict.
      expect((await ok(await send('PATCH', `department/${other.data.id}`, { name: 'LOGISTICS' }))).data.name).toBe(
        'LOGISTICS',
      );
    });

    it('refuses to delete a department with members (409 naming how many), deleting nothing', async () => {
      const d = await insertDepartment(t, 'Sales');
      const team = await insertTeam(t, d);
      const emptyTeam = await insertTeam(t, d);
      for (let i = 0; i < 3; i++) await insertEmployee(t, { teamId: team });
      const res = await refused(409, () => send('DELETE', `department/${d}`));
      expect(res.message).toBe('This department still has 3 members; move them first.');
      expect(
        await t.db.kysely.selectFrom('team').select('id').where('id', 'in', [team, emptyTeam]).execute(),
      ).toHaveLength(2);

      const single = await insertDepartment(t);
      await insertEmployee(t, { teamId: await insertTeam(t, single), status: 'resigned' });
      expect((await refused(409, () => send('DELETE', `department/${single}`))).message).toBe(
        'This department still has 1 member; move them first.',
      );
    });

    it('deleting an empty department removes its empty teams too', async () => {
      const d = await insertDepartment(t);
      const teams = [await insertTeam(t, d), await insertTeam(t, d)];
      await ok(await send('DELETE', `department/${d}`));
      expect(await t.db.kysely.selectFrom('team').select('id').where('id', 'in', teams).execute()).toEqual([]);
      expect((await lastLog('department', d, 'delete')).before).toMatchObject({
        id: d,
        team_count: 2,
        member_count: 0,
      });
    });

    it('lists with counts and search, paginated', async () => {
      const d = await insertDepartment(t, 'Research Lab');
      const team = await insertTeam(t, d);
      await insertEmployee(t, { teamId: team });
      await insertEmployee(t, { teamId: team });
      await insertTeam(t, d);
      const res = await ok(await send('GET', 'department?q=research'));
      expect(res.data).toEqual([
        expect.objectContaining({ id: d, name: 'Research Lab', team_count: 2, member_count: 2, manager: null }),
      ]);
      expect(res.metadata).toEqual({ page: 1, limit: 10, total: 1, totalPage: 1, hasPrev: false, hasNext: false });
      expect((await ok(await send('GET', 'department?q=%25'))).data).toEqual([]);
      expect((await send('GET', 'department?limit=1000')).statusCode).toBe(400);
    });

    describe('members', () => {
      let d: number;
      let inside: number[];
      beforeAll(async () => {
        d = await insertDepartment(t);
        const a = await insertTeam(t, d);
        const b = await insertTeam(t, d);
        inside = [
          await insertEmployee(t, { teamId: a, firstName: 'Keo', lastName: 'Vanna' }),
          await insertEmployee(t, { teamId: b, firstName: 'Keo', lastName: 'Sophal' }),
          await insertEmployee(t, { teamId: b, firstName: 'Heng', lastName: 'Rith', status: 'resigned' }),
        ];
        // Same names elsewhere: never listed here.
        await insertEmployee(t, { teamId: await insertTeam(t), firstName: 'Keo', lastName: 'Vanna' });
        await insertEmployee(t, { teamId: null, firstName: 'Keo', lastName: 'Vanna' });
      });

      const members = async (query = '') =>
        (await ok(await send('GET', `department/${d}/members${query}`))) as {
          data: Array<{ id: number }>;
          metadata: { total: number };
        };

      it('lists only the members of the department, with search, filters and paging', async () => {
        const all = await members('?sort=created_at');
        expect(all.data.map((e) => e.id)).toEqual(inside);
        expect(all.metadata.total).toBe(3);
        expect((await members('?q=keo')).data.map((e) => e.id).sort()).toEqual(inside.slice(0, 2).sort());
        expect((await members('?q=keo%20van')).data.map((e) => e.id)).toEqual([inside[0]]);
        expect((await members('?status=resigned')).data.map((e) => e.id)).toEqual([inside[2]]);
        expect((await members('?limit=2&page=2&sort=created_at')).data.map((e) => e.id)).toEqual([inside[2]]);
      });

      it('refuses an unknown department (404) and a department_id in the query (400)', async () => {
        expect((await send('GET', 'department/999999/members')).statusCode).toBe(404);
        expect((await send('GET', `department/${d}/members?department_id=1`)).statusCode).toBe(400);
        expect((await send('GET', `department/${d}/members?sort=salary_cents`)).statusCode).toBe(400);
      });
    });
  });

  describe('teams', () => {
    it('needs a department that exists, and a lead that exists', async () => {
      expect((await refused(400, () => send('POST', 'team', { name: 'Orphans' }))).validators).toEqual([
        { field: 'department_id', message: 'Department is required.' },
      ]);
      expect(
        (await refused(400, () => send('POST', 'team', { name: 'Orphans', department_id: 999_999 }))).validators,
      ).toEqual([{ field: 'department_id', message: 'Department does not exist.' }]);
      const d = await insertDepartment(t);
      expect(
        (await refused(400, () => send('POST', 'team', { name: 'Leaderless', department_id: d, lead_id: 999_999 })))
          .validators,
      ).toEqual([{ field: 'lead_id', message: 'Lead does not exist.' }]);
      expect((await refused(400, () => send('POST', 'team', { name: '', department_id: d }))).validators).toEqual([
        { field: 'name', message: 'Name is required.' },
      ]);
    });

    it('creates with a lead, updates, moves to another department, deletes, each change logged', async () => {
      const d1 = await insertDepartment(t, 'Product');
      const d2 = await insertDepartment(t, 'Design');
      const lead = await insertEmployee(t, { firstName: 'Chan', lastName: 'Sreymom' });
      const created = await ok(await send('POST', 'team', { name: 'Mobile', department_id: d1, lead_id: lead }), 201);
      expect(created.message).toBe('Team created successfully!');
      const team = created.data;
      expect(team).toMatchObject({
        name: 'Mobile',
        department: { id: d1, name: 'Product' },
        lead: { id: lead },
        member_count: 0,
      });
      expect((await lastLog('team', team.id, 'create')).after).toMatchObject({
        name: 'Mobile',
        department_id: d1,
        lead_id: lead,
      });

      const moved = await ok(await send('PATCH', `team/${team.id}`, { name: 'Mobile Apps', department_id: d2 }));
      expect(moved.data).toMatchObject({ name: 'Mobile Apps', department: { id: d2, name: 'Design' }, lead: null });
      const log = await lastLog('team', team.id, 'update');
      expect(log.before).toMatchObject({ name: 'Mobile', department: { id: d1 } });
      expect(log.after).toMatchObject({ name: 'Mobile Apps', department_id: d2 });

      expect((await ok(await send('GET', `team?department_id=${d2}`))).data.map((x: { id: number }) => x.id)).toEqual([
        team.id,
      ]);
      expect((await ok(await send('GET', `team?department_id=${d1}`))).data).toEqual([]);

      await ok(await send('DELETE', `team/${team.id}`));
      expect(
        await t.db.kysely.selectFrom('team').select('id').where('id', '=', team.id).executeTakeFirst(),
      ).toBeUndefined();
      await lastLog('team', team.id, 'delete');
      await refused(404, () => send('DELETE', `team/${team.id}`));
    });

    it('keeps names unique per department (any case), not across departments', async () => {
      const d1 = await insertDepartment(t);
      const d2 = await insertDepartment(t);
      await ok(await send('POST', 'team', { name: 'Backend', department_id: d1 }), 201);
      expect((await refused(409, () => send('POST', 'team', { name: 'BACKEND', department_id: d1 }))).message).toBe(
        "team 'BACKEND' already exists in this department.",
      );
      const other = await ok(await send('POST', 'team', { name: 'Backend', department_id: d2 }), 201);
      // Moving it into the department that already has one is the same conflict.
      await refused(409, () => send('PATCH', `team/${other.data.id}`, { name: 'backend', department_id: d1 }));
    });

    it('refuses to delete a team with members (409 naming how many), deleting nothing', async () => {
      const team = await insertTeam(t);
      await insertEmployee(t, { teamId: team });
      await insertEmployee(t, { teamId: team });
      expect((await refused(409, () => send('DELETE', `team/${team}`))).message).toBe(
        'This team still has 2 members; move them first.',
      );
      const one = await insertTeam(t);
      await insertEmployee(t, { teamId: one });
      expect((await refused(409, () => send('DELETE', `team/${one}`))).message).toBe(
        'This team still has 1 member; move them first.',
      );
    });
  });

  describe('offices', () => {
    const office = (overrides: Record<string, unknown> = {}) => ({
      name: unique('Office '),
      address: 'Preah Norodom Blvd, Phnom Penh',
      latitude: 11.5564,
      longitude: 104.9282,
      radius_m: 150,
      ...overrides,
    });

    it('creates, reads, updates and deletes, coordinates kept exactly, each change logged', async () => {
      const created = await ok(
        await send(
          'POST',
          'office',
          office({ name: 'Toul Kork Office', latitude: 11.583_456_7, longitude: 104.898_765_4 }),
        ),
        201,
      );
      expect(created.message).toBe('Office created successfully!');
      const o = created.data;
      expect(o).toMatchObject({
        name: 'Toul Kork Office',
        latitude: 11.583_456_7,
        longitude: 104.898_765_4,
        radius_m: 150,
        employee_count: 0,
      });
      expect((await lastLog('office', o.id, 'create')).after).toMatchObject({
        name: 'Toul Kork Office',
        latitude: 11.583_456_7,
      });
      const updated = await ok(
        await send(
          'PATCH',
          `office/${o.id}`,
          office({ name: 'Toul Kork', latitude: -33.8688, longitude: 151.2093, radius_m: 10_000 }),
        ),
      );
      expect(updated.data).toMatchObject({
        name: 'Toul Kork',
        latitude: -33.8688,
        longitude: 151.2093,
        radius_m: 10_000,
      });
      const log = await lastLog('office', o.id, 'update');
      expect(log.before).toMatchObject({ latitude: 11.583_456_7, radius_m: 150 });
      expect(log.after).toMatchObject({ latitude: -33.8688, radius_m: 10_000 });
      expect((await ok(await send('GET', 'office?q=toul'))).data.map((x: { id: number }) => x.id)).toEqual([o.id]);
      await ok(await send('DELETE', `office/${o.id}`));
      await lastLog('office', o.id, 'delete');
      expect((await send('GET', `office/${o.id}`)).statusCode).toBe(404);
    });

    it.each([
      ['latitude', 90.0001, 'Latitude must be between -90 and 90.'],
      ['latitude', -90.5, 'Latitude must be between -90 and 90.'],
      ['latitude', '11.55', 'Latitude is required.'],
      ['latitude', null, 'Latitude is required.'],
      ['longitude', 180.0001, 'Longitude must be between -180 and 180.'],
      ['longitude', -181, 'Longitude must be between -180 and 180.'],
      ['radius_m', 9, 'Radius must be between 10 and 10,000 metres.'],
      ['radius_m', 10_001, 'Radius must be between 10 and 10,000 metres.'],
      ['radius_m', 50.5, 'Radius must be a whole number of metres.'],
      ['radius_m', undefined, 'Radius is required.'],
      ['name', ' ', 'Name is required.'],
      ['address', undefined, 'Address is required.'],
    ])('refuses %s = %j with "%s", writing nothing', async (field, value, message) => {
      const res = await refused(400, () => send('POST', 'office', office({ [field]: value })));
      expect(res.validators).toEqual([{ field, message }]);
    });

    it.each([
      [-90, -180, 10],
      [90, 180, 10_000],
      [0, 0, 500],
    ])('accepts the bounds latitude %d, longitude %d, radius %d', async (latitude, longitude, radius_m) => {
      const res = await ok(await send('POST', 'office', office({ latitude, longitude, radius_m })), 201);
      expect(res.data).toMatchObject({ latitude, longitude, radius_m });
    });

    it('refuses the same coordinates rules on update, and a duplicate name in any case', async () => {
      const o = await ok(await send('POST', 'office', office({ name: 'Sen Sok Office' })), 201);
      await refused(400, () => send('PATCH', `office/${o.data.id}`, office({ latitude: 91 })));
      expect((await refused(409, () => send('POST', 'office', office({ name: 'SEN SOK office' })))).message).toBe(
        "office 'SEN SOK office' already exists.",
      );
    });

    it('refuses to delete an office while employees work there (409 naming how many), deleting nothing', async () => {
      const o = await insertOffice(t);
      const other = await insertOffice(t);
      const e = await insertEmployee(t, { officeIds: [o, other] });
      expect((await refused(409, () => send('DELETE', `office/${o}`))).message).toBe(
        'This office still has 1 employee; move them first.',
      );
      await insertEmployee(t, { officeIds: [o] });
      expect((await refused(409, () => send('DELETE', `office/${o}`))).message).toBe(
        'This office still has 2 employees; move them first.',
      );
      expect((await ok(await send('GET', `office/${o}`))).data.employee_count).toBe(2);
      // Once nobody works there, it goes.
      await t.db.kysely.deleteFrom('employee_office').where('office_id', '=', o).execute();
      await ok(await send('DELETE', `office/${o}`));
      expect(
        await t.db.kysely.selectFrom('employee_office').select('office_id').where('employee_id', '=', e).execute(),
      ).toEqual([{ office_id: other }]);
    });
  });

  describe('projects', () => {
    it('creates with members, reads, updates members, deletes, each change logged', async () => {
      const d = await insertDepartment(t, 'Delivery');
      const a = await insertEmployee(t, { firstName: 'Anna', lastName: 'Chhay' });
      const b = await insertEmployee(t, { firstName: 'Borey', lastName: 'Nhem' });
      const created = await ok(
        await send('POST', 'project', {
          name: 'Payroll revamp',
          code: 'pay-2026',
          department_id: d,
          member_ids: [b, a, a],
          start_date: '2026-01-05',
          end_date: '2026-06-30',
        }),
        201,
      );
      expect(created.message).toBe('Project created successfully!');
      const pr = created.data;
      expect(pr).toMatchObject({
        name: 'Payroll revamp',
        code: 'PAY-2026',
        department: { id: d, name: 'Delivery' },
        start_date: '2026-01-05',
        end_date: '2026-06-30',
        description: '',
      });
      expect(pr.members.map((m: { id: number }) => m.id)).toEqual([a, b]);
      expect((await lastLog('project', pr.id, 'create')).after).toMatchObject({
        code: 'pay-2026',
        member_ids: [b, a, a],
      });

      const updated = await ok(
        await send('PATCH', `project/${pr.id}`, {
          name: 'Payroll revamp',
          code: 'PAY-2026',
          member_ids: [b],
          start_date: '2026-01-05',
          end_date: null,
        }),
      );
      expect(updated.data).toMatchObject({ department: null, end_date: null, members: [{ id: b }] });
      expect((await lastLog('project', pr.id, 'update')).before).toMatchObject({ members: [{ id: a }, { id: b }] });
      expect((await ok(await send('GET', 'project?q=pay-20'))).data.map((x: { id: number }) => x.id)).toEqual([pr.id]);

      await ok(await send('DELETE', `project/${pr.id}`));
      expect(
        await t.db.kysely.selectFrom('project_member').select('employee_id').where('project_id', '=', pr.id).execute(),
      ).toEqual([]);
      await lastLog('project', pr.id, 'delete');
    });

    const project = (overrides: Record<string, unknown> = {}) => ({
      name: 'Apollo',
      code: unique('AP'),
      start_date: '2026-03-01',
      ...overrides,
    });

    it('keeps codes unique whatever their case (409), writing nothing', async () => {
      await ok(await send('POST', 'project', project({ code: 'hrms-core' })), 201);
      expect((await refused(409, () => send('POST', 'project', project({ code: 'HRMS-Core' })))).message).toBe(
        "project code 'HRMS-CORE' already exists.",
      );
      const other = await ok(await send('POST', 'project', project()), 201);
      await refused(409, () => send('PATCH', `project/${other.data.id}`, project({ code: 'hrms-CORE' })));
    });

    it.each([
      ['end_date', { end_date: '2026-02-28' }, 'End date must be on or after the start date.'],
      ['start_date', { start_date: '2026-02-30' }, 'Start date must be a real date.'],
      ['end_date', { end_date: '2026-13-01' }, 'End date must be a real date.'],
      ['start_date', { start_date: undefined }, 'Start date is required.'],
      ['code', { code: 'has space' }, 'Code can only contain letters, numbers, dash and underscore.'],
      ['code', { code: '' }, 'Code is required.'],
      ['member_ids', { member_ids: [999_999] }, 'One of the members does not exist.'],
      ['member_ids', { member_ids: [1.5] }, 'Members must be a whole number.'],
      ['department_id', { department_id: 999_999 }, 'Department does not exist.'],
    ])('refuses %s (%j) with "%s", writing nothing', async (field, overrides, message) => {
      const res = await refused(400, () => send('POST', 'project', project(overrides)));
      expect(res.validators).toEqual([{ field, message }]);
    });

    it('accepts an end date equal to the start date', async () => {
      expect((await ok(await send('POST', 'project', project({ end_date: '2026-03-01' })), 201)).data.end_date).toBe(
        '2026-03-01',
      );
    });

    it('refuses members that do not exist on update too, keeping the old members', async () => {
      const a = await insertEmployee(t);
      const pr = (await ok(await send('POST', 'project', project({ member_ids: [a] })), 201)).data;
      await refused(400, () => send('PATCH', `project/${pr.id}`, project({ code: pr.code, member_ids: [a, 999_999] })));
      expect((await ok(await send('GET', `project/${pr.id}`))).data.members.map((m: { id: number }) => m.id)).toEqual([
        a,
      ]);
    });
  });

  describe('permissions and the log', () => {
    it('each area needs its own permission (403, nothing changed)', async () => {
      const reader = await t.createUser([
        p('department', 'read'),
        p('team', 'read'),
        p('office', 'read'),
        p('project', 'read'),
        p('employee', 'create'),
      ]);
      for (const [path, body] of [
        ['department', { name: unique('D') }],
        ['team', { name: 'T', department_id: await insertDepartment(t) }],
        ['office', { name: unique('O'), address: 'x', latitude: 1, longitude: 1, radius_m: 100 }],
        ['project', { name: 'P', code: unique('P'), start_date: '2026-01-01' }],
      ] as const) {
        const res = await refused(403, () => send('POST', path, body, reader.token));
        expect(res.message).toBe(ERRORS.forbidden);
      }
    });

    it('shows every directory change in the activity-log API with the actor from the token', async () => {
      const d = await ok(await send('POST', 'department', { name: unique('Audited ') }), 201);
      const team = await ok(await send('POST', 'team', { name: 'Audited', department_id: d.data.id }), 201);
      const officeId = (
        await ok(
          await send('POST', 'office', {
            name: unique('Audited '),
            address: 'x',
            latitude: 11.5,
            longitude: 104.9,
            radius_m: 100,
          }),
          201,
        )
      ).data.id;
      const employee = await t.call('POST', `${BASE}/employee`, {
        token: t.adminToken,
        body: employeeBody([officeId], { team_id: team.data.id }),
      });
      expect(employee.statusCode).toBe(201);
      const log = async (resource: string, id: number) =>
        (
          await ok(
            await t.call('GET', `${BASE}/activity-log?resource=${resource}&record_id=${id}`, { token: t.adminToken }),
          )
        ).data as Array<{
          action: string;
          actor_id: number;
          actor_username: string;
          ip: string;
        }>;
      expect(await log('department', d.data.id)).toEqual([
        expect.objectContaining({ action: 'create', actor_id: hr.id, actor_username: hr.username }),
      ]);
      expect(await log('team', team.data.id)).toEqual([
        expect.objectContaining({ action: 'create', actor_id: hr.id, actor_username: hr.username }),
      ]);
      expect(await log('office', officeId)).toEqual([expect.objectContaining({ action: 'create', actor_id: hr.id })]);
      expect(await log('employee', employee.json().data.id)).toEqual([
        expect.objectContaining({ action: 'create', actor_username: 'admin' }),
      ]);
    });
  });
});
