// Hostile text beyond employee names: markup, `javascript:` URLs, U+202E, emoji and SQL in department, team, office and
// project names, leave reasons and reject comments are stored and returned verbatim (create, detail, list, nested
// references, the activity log, notifications, CSV export); 10,000 characters are refused with a 400 field message and
// nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel } from '../../contract/field-labels.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertDepartment, insertEmployee, logOf, parseCsv, unique } from './directory-fixtures.ts';
import { BASE, fingerprint, p } from './helpers.ts';
import {
  createLeaveType,
  createOrg,
  file,
  leaveBody,
  mondayAfter,
  notificationsOf,
  requestTables,
  type Org,
} from './requests-fixtures.ts';

type Res = { statusCode: number; body: string; json: () => any };

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(document.cookie)',
  'Sok\u202Egnp.exe',
  'Team 🎉👩🏽‍💻 ünïcödé',
  "Robert'); DROP TABLE department;--",
  'សុខ ដារា',
];
const HUGE = 'x'.repeat(10_000);

describe.each(DIALECTS)('hostile text on %s', (dialect) => {
  let t: TestApp;
  let hr: { id: number; username: string; token: string };

  const send = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, token = hr.token) =>
    t.call(method, `${BASE}/${path}`, { token, body });
  const ok = async (res: Res, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json().data;
  };
  async function refused(request: () => Promise<Res>) {
    const before = await fingerprint(t);
    const requestsBefore = await requestTables(t);
    const res = await request();
    expect(res.statusCode, res.body).toBe(400);
    expect(await fingerprint(t), 'a refused request changed the database').toEqual(before);
    expect(await requestTables(t), 'a refused request changed the request tables').toEqual(requestsBefore);
    return res.json() as { message: string; validators?: Array<{ field: string; message: string }> };
  }
  /** The record is listed (found by id on a page of 100) with these fields. */
  async function listedWith(path: string, id: number, fields: Record<string, unknown>) {
    const data = (await ok(await send('GET', `${path}?limit=100`))) as Array<{ id: number }>;
    expect(
      data.find((x) => x.id === id),
      `${path} lists ${id}`,
    ).toMatchObject(fields);
  }
  const loggedAfter = async (resource: string, id: number) => JSON.parse((await logOf(t, resource, id)).at(-1)!.after!);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    hr = await t.createUser(
      (['department', 'team', 'office', 'project', 'employee'] as const).flatMap((r) =>
        (['read', 'create', 'update', 'delete'] as const).map((a) => p(r, a)),
      ),
    );
  });
  afterAll(() => t?.close());

  describe('organisation names are stored and returned verbatim', () => {
    it.each(PAYLOADS)('department %j: create, detail, list, rename, log', async (text) => {
      const d = await ok(await send('POST', 'department', { name: text, description: text }), 201);
      expect(d).toMatchObject({ name: text, description: text });
      expect(await ok(await send('GET', `department/${d.id}`))).toMatchObject({ name: text, description: text });
      await listedWith('department', d.id, { name: text, description: text });
      expect(await loggedAfter('department', d.id)).toMatchObject({ name: text });
      const renamed = `${text} (2)`;
      expect(await ok(await send('PATCH', `department/${d.id}`, { name: renamed }))).toMatchObject({ name: renamed });
      expect(
        await t.db.kysely.selectFrom('department').select('name').where('id', '=', d.id).executeTakeFirstOrThrow(),
      ).toEqual({ name: renamed });
    });

    it.each(PAYLOADS)('team %j: create, detail, list, log, and its department name nested verbatim', async (text) => {
      const department = await ok(await send('POST', 'department', { name: unique(`${text} `) }), 201);
      const team = await ok(await send('POST', 'team', { name: text, department_id: department.id }), 201);
      expect(team).toMatchObject({ name: text, department: { id: department.id, name: department.name } });
      expect(await ok(await send('GET', `team/${team.id}`))).toMatchObject({
        name: text,
        department: { name: department.name },
      });
      await listedWith(`team`, team.id, { name: text });
      expect(await loggedAfter('team', team.id)).toMatchObject({ name: text });
    });

    it.each(PAYLOADS)('office %j: create, detail, list, log (name and address)', async (text) => {
      const body = { name: text, address: text, latitude: 11.5564, longitude: 104.9282, radius_m: 150 };
      const o = await ok(await send('POST', 'office', body), 201);
      expect(o).toMatchObject({ name: text, address: text });
      expect(await ok(await send('GET', `office/${o.id}`))).toMatchObject({ name: text, address: text });
      await listedWith('office', o.id, { name: text, address: text });
      expect(await loggedAfter('office', o.id)).toMatchObject({ name: text, address: text });
    });

    it.each(PAYLOADS)(
      'project %j: create, detail, list, log (name and description), department nested',
      async (text) => {
        const department = await insertDepartment(t, unique(`${text} `));
        const body = {
          name: text,
          code: unique('HX'),
          description: text,
          department_id: department,
          start_date: '2026-03-02',
        };
        const pr = await ok(await send('POST', 'project', body), 201);
        expect(pr).toMatchObject({
          name: text,
          description: text,
          department: { id: department, name: expect.stringContaining(text) },
        });
        expect(await ok(await send('GET', `project/${pr.id}`))).toMatchObject({ name: text, description: text });
        await listedWith('project', pr.id, { name: text, description: text });
        expect(await loggedAfter('project', pr.id)).toMatchObject({ name: text, description: text });
      },
    );

    it('finds hostile names by search text without matching everything', async () => {
      const d = await ok(await send('POST', 'department', { name: '<b>bold</b> & "quoted"' }), 201);
      const found = (await ok(await send('GET', `department?q=${encodeURIComponent('<b>bold')}`))) as Array<{
        id: number;
      }>;
      expect(found.map((x) => x.id)).toEqual([d.id]);
    });

    it('employee export carries hostile department and team names as plain cells', async () => {
      const text = '<img src=x onerror=alert(1)>';
      const department = await ok(await send('POST', 'department', { name: `Exp ${text}` }), 201);
      const team = await ok(
        await send('POST', 'team', { name: `"><svg onload=alert(1)>`, department_id: department.id }),
        201,
      );
      const e = await insertEmployee(t, { teamId: team.id, firstName: text, lastName: 'Export' });
      const res = await t.call('GET', `${BASE}/employee/export?format=csv&department_id=${department.id}`, {
        token: hr.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const [header, ...rows] = parseCsv(res.body);
      expect(rows).toHaveLength(1);
      const col = (name: string) => header.indexOf(name);
      expect(rows[0][col('First Name')]).toBe(text);
      expect(rows[0][col('Department')]).toBe(`Exp ${text}`);
      expect(rows[0][col('Team')]).toBe(`"><svg onload=alert(1)>`);
      expect(e).toBeGreaterThan(0);
    });
  });

  describe('10,000 characters are refused with a field message, nothing written', () => {
    it('department, team, office and project names; descriptions and addresses', async () => {
      const message = (field: string, max: number) => [
        { field, message: `${fieldLabel(field)} must be at most ${max} characters long.` },
      ];
      expect((await refused(() => send('POST', 'department', { name: HUGE }))).validators).toEqual(
        message('name', 100),
      );
      expect(
        (await refused(() => send('POST', 'department', { name: unique('D'), description: HUGE }))).validators,
      ).toEqual(message('description', 500));
      const d = await insertDepartment(t);
      expect((await refused(() => send('PATCH', `department/${d}`, { name: HUGE }))).validators).toEqual(
        message('name', 100),
      );
      expect((await refused(() => send('POST', 'team', { name: HUGE, department_id: d }))).validators).toEqual(
        message('name', 100),
      );
      const office = { name: unique('O'), address: 'Phnom Penh', latitude: 11.5, longitude: 104.9, radius_m: 100 };
      expect((await refused(() => send('POST', 'office', { ...office, name: HUGE }))).validators).toEqual(
        message('name', 100),
      );
      expect((await refused(() => send('POST', 'office', { ...office, address: HUGE }))).validators).toEqual(
        message('address', 300),
      );
      const project = { name: 'P', code: unique('P'), start_date: '2026-01-05' };
      expect((await refused(() => send('POST', 'project', { ...project, name: HUGE }))).validators).toEqual(
        message('name', 100),
      );
      expect((await refused(() => send('POST', 'project', { ...project, description: HUGE }))).validators).toEqual(
        message('description', 1000),
      );
    });
  });

  describe('request reasons and comments', () => {
    let org: Org;
    let leaveType: number;
    beforeAll(async () => {
      org = await createOrg(t);
      leaveType = await createLeaveType(t, { days: 30 });
    });
    const newMember = (firstName = 'Member') =>
      insertEmployee(t, { teamId: org.team, firstName, lastName: unique('m') });

    it.each(PAYLOADS)(
      'leave reason %j and reject comment round-trip through detail, list, log and export',
      async (text) => {
        const employee = await newMember();
        const r = await file(
          t,
          'leave-request',
          leaveBody(employee, leaveType, mondayAfter(14), undefined, { reason: text }),
        );
        expect(r.reason).toBe(text);
        expect(await ok(await send('GET', `leave-request/${r.id}`, undefined, t.adminToken))).toMatchObject({
          reason: text,
        });
        const list = (await ok(
          await send('GET', `leave-request?employee_id=${employee}`, undefined, t.adminToken),
        )) as Array<{ id: number; reason: string }>;
        expect(list.map((x) => [x.id, x.reason])).toEqual([[r.id, text]]);
        expect(JSON.parse((await logOf(t, 'leaveRequest', r.id))[0].after!)).toMatchObject({ reason: text });

        const rejected = await ok(
          await t.call('POST', `${BASE}/leave-request/${r.id}/reject`, {
            token: org.users.lead.token,
            body: { comment: text, version: r.version },
          }),
        );
        expect(rejected).toMatchObject({ status: 'reject', decision_comment: text });
        expect(rejected.steps[0]).toMatchObject({ status: 'REJECTED', comment: text });
        expect(await ok(await send('GET', `leave-request/${r.id}`, undefined, t.adminToken))).toMatchObject({
          decision_comment: text,
        });
        expect(JSON.parse((await logOf(t, 'leaveRequest', r.id)).at(-1)!.after!)).toMatchObject({ comment: text });

        const csv = await t.call('GET', `${BASE}/leave-request/export?format=csv&employee_id=${employee}`, {
          token: t.adminToken,
        });
        expect(csv.statusCode, csv.body).toBe(200);
        const [header, row] = parseCsv(csv.body);
        expect(row[header.indexOf('Reason')]).toBe(text);
      },
    );

    it('a hostile employee name reaches notifications verbatim', async () => {
      const name = '<img src=x onerror=alert(1)>';
      const employee = await newMember(name);
      const r = await file(t, 'leave-request', leaveBody(employee, leaveType, mondayAfter(14)));
      const notes = await notificationsOf(t, r.id);
      expect(notes.length).toBeGreaterThan(0);
      for (const n of notes) expect(n.employee_name?.startsWith(`${name} `)).toBe(true);
      const listed = (await ok(await t.call('GET', `${BASE}/notifications`, { token: org.users.lead.token })))
        .notifications as Array<{ request_id: number; employee_name: string }>;
      expect(listed.find((n) => n.request_id === r.id)?.employee_name).toBe(notes[0].employee_name);
    });

    it('10,000-character reasons and comments → 400 with a field message, nothing written', async () => {
      const employee = await newMember();
      const tooLong = (field: string) => [
        { field, message: `${fieldLabel(field)} must be at most 500 characters long.` },
      ];
      const leave = await refused(() =>
        t.call('POST', `${BASE}/leave-request`, {
          token: t.adminToken,
          body: leaveBody(employee, leaveType, mondayAfter(14), undefined, { reason: HUGE }),
        }),
      );
      expect(leave.validators).toEqual(tooLong('reason'));
      const r = await file(t, 'leave-request', leaveBody(employee, leaveType, mondayAfter(14)));
      for (const action of ['reject', 'approve', 'cancel'] as const) {
        const res = await refused(() =>
          t.call('POST', `${BASE}/leave-request/${r.id}/${action}`, {
            token: org.users.lead.token,
            // The version is right: only the comment is wrong.
            body: { comment: HUGE, version: r.version },
          }),
        );
        expect(res.validators, action).toEqual(tooLong('comment'));
      }
      expect((await ok(await send('GET', `leave-request/${r.id}`, undefined, t.adminToken))).status).toBe('pending');
    });
  });
});
