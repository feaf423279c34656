// GET /dashboard: each card's figures from a known organisation, worked out by hand; each card absent without its
// permission; the approval queue is the caller's own (what they can act on now).
import { addDays } from '../../contract/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../../contract/permissions.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { punchDay } from './attendance-fixtures.ts';
import { insertDepartment, insertEmployee, insertTeam } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';
import {
  createLeaveType,
  file,
  leaveBody,
  mondayAfter,
  overtimeBody,
  postClockBody,
  signedIn,
  today,
  workdayAgo,
} from './requests-fixtures.ts';

const COUNTERS = ['activeUsers', 'roles', 'today', 'unreadNotifications', 'users'];
const now = () => new Date().toISOString();

/** Monday and Sunday of today's week. */
function week(day: string): [string, string] {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return [addDays(day, -weekday), addDays(day, 6 - weekday)];
}

describe.each(DIALECTS)('dashboard on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const dashboard = async (token: string) => {
    const res = await t.call('GET', `${BASE}/dashboard`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.data as Record<string, any>;
  };

  it('counts every user and the active ones as the table holds them', async () => {
    const at = new Date().toISOString();
    const user = (username: string, status: 'Active' | 'Inactive') => ({
      username,
      password_hash: 'x',
      role_id: null,
      status,
      token_version: 0,
      created_at: at,
      updated_at: at,
    });
    await t.db.kysely
      .insertInto('sys_user')
      .values([user('dash_on', 'Active'), user('dash_off_1', 'Inactive'), user('dash_off_2', 'Inactive')])
      .execute();
    const count = async (status?: string) =>
      Number(
        (
          await t.db.kysely
            .selectFrom('sys_user')
            .select((eb) => eb.fn.countAll().as('n'))
            .$if(!!status, (q) => q.where('status', '=', status!))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const data = await dashboard(t.adminToken);
    expect(data.users).toBe(await count());
    expect(data.activeUsers).toBe(await count('Active'));
    expect(data.users - data.activeUsers).toBeGreaterThanOrEqual(2);
  });

  /** An already decided request, written as the approval engine leaves it. */
  async function decided(
    kind: 'leave' | 'overtime',
    employeeId: number,
    start: string,
    end: string,
    status: 'approve' | 'reject' = 'approve',
  ): Promise<number> {
    const { id } = await t.db.kysely
      .insertInto('approval_request')
      .values({
        kind,
        employee_id: employeeId,
        status,
        version: 3,
        current_step: null,
        start_date: start,
        end_date: end,
        reason: 'Fixture',
        filed_by_id: null,
        filed_by_username: null,
        decided_by_id: null,
        decided_by_username: 'fixture',
        decided_at: now(),
        decision_comment: null,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function leave(
    employeeId: number,
    typeId: number,
    start: string,
    end: string,
    days: number,
    status?: 'reject',
  ) {
    const id = await decided('leave', employeeId, start, end, status);
    await t.db.kysely
      .insertInto('leave_request')
      .values({
        request_id: id,
        leave_type_id: typeId,
        start_half: 0,
        end_half: 0,
        days,
        attachment: null,
      })
      .execute();
    return id;
  }

  async function overtime(
    employeeId: number,
    date: string,
    minutes: number,
    approved: number | null,
    status?: 'reject',
  ) {
    const id = await decided('overtime', employeeId, date, date, status);
    await t.db.kysely
      .insertInto('overtime_request')
      .values({ request_id: id, date, start_time: null, end_time: null, minutes, approved_minutes: approved })
      .execute();
  }

  async function holiday(title: string, date: string, kind = 'holiday') {
    const { id } = await t.db.kysely
      .insertInto('calendar_event')
      .values({ title, event_date: date, kind, description: '', created_at: now(), updated_at: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  it('answers every card from a known organisation (figures worked out by hand)', async () => {
    const day = today();
    const [weekFrom, weekTo] = week(day);
    const monthFrom = `${day.slice(0, 7)}-01`;

    // Alpha: a lead and two members active, one resigned; Beta: one; one person in no team.
    const alpha = await insertDepartment(t, 'Alpha');
    const beta = await insertDepartment(t, 'Beta');
    const alphaTeam = await insertTeam(t, alpha, 'Alpha Team');
    const lead = await insertEmployee(t, { teamId: alphaTeam, firstName: 'Lena', lastName: 'Lead' });
    const a1 = await insertEmployee(t, { teamId: alphaTeam, firstName: 'Anna', lastName: 'One' });
    const a2 = await insertEmployee(t, { teamId: alphaTeam, firstName: 'Arun', lastName: 'Two' });
    const gone = await insertEmployee(t, {
      teamId: alphaTeam,
      firstName: 'Gone',
      lastName: 'Away',
      status: 'resigned',
    });
    const b1 = await insertEmployee(t, {
      teamId: await insertTeam(t, beta, 'Beta Team'),
      firstName: 'Bopha',
      lastName: 'One',
    });
    const n1 = await insertEmployee(t, { teamId: null, firstName: 'Nary', lastName: 'Loose' });
    await t.db.kysely.updateTable('team').set({ lead_id: lead }).where('id', '=', alphaTeam).execute();

    // Probations: B1 ends today and A1 in 10 days (in); A2 in 31 days and the resigned one in 5 (out).
    const probation = (id: number, date: string) =>
      t.db.kysely.updateTable('employee').set({ probation_end_date: date }).where('id', '=', id).execute();
    await probation(b1, day);
    await probation(a1, addDays(day, 10));
    await probation(a2, addDays(day, 31));
    await probation(gone, addDays(day, 5));

    // Approved leave today: A1 one day, B1 today and tomorrow (1.5 days); A2's was in 2020; N1's is rejected.
    const annual = await createLeaveType(t, { name: 'Annual' });
    const l1 = await leave(a1, annual, day, day, 1);
    const l2 = await leave(b1, annual, day, addDays(day, 1), 1.5);
    await leave(a2, annual, '2020-03-02', '2020-03-03', 2);
    await leave(n1, annual, day, day, 1, 'reject');

    // Approved overtime this month: 120 minutes approved as 90 today, 60 (no change) on the 1st; a rejected one
    // today and an approved one in 2020 do not count.
    await overtime(a1, day, 120, 90);
    await overtime(b1, monthFrom, 60, null);
    await overtime(a2, day, 300, null, 'reject');
    await overtime(a2, '2020-03-02', 300, 300);

    // Holidays from today on; a past one and a company event are not holidays to come.
    const h1 = await holiday('Alpha Day', addDays(day, 3));
    const h0 = await holiday('Today Holiday', day);
    await holiday('Old Holiday', '2020-01-01');
    await holiday('Team Lunch', addDays(day, 1), 'event');

    // Thirteen payroll runs: the last twelve by month, oldest first.
    for (let i = 0; i < 13; i++) {
      const month = `${2019 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
      await t.db.kysely
        .insertInto('payroll_run')
        .values({
          month,
          status: 'approved',
          exchange_rate: 4100,
          headcount: 3,
          gross_cents: 100_000 + i,
          net_cents: 90_000,
          tax_cents: 1_000,
          employee_nssf_cents: 500,
          employer_cents: 5_000,
          generated_by_id: null,
          generated_by_username: 'fixture',
          generated_at: now(),
          approved_by_id: null,
          approved_by_username: 'fixture',
          approved_at: now(),
          created_at: now(),
          updated_at: now(),
        })
        .execute();
    }

    // Pending requests through the API: A2's leave, N1's overtime, B1's post clock.
    const pendingLeave = await file(t, 'leave-request', leaveBody(a2, annual, mondayAfter(14)));
    const pendingOt = await file(t, 'overtime-request', overtimeBody(n1, workdayAgo(2)));
    const pendingPc = await file(t, 'post-clock-request', postClockBody(b1, workdayAgo(2)));

    const data = await dashboard(t.adminToken);
    expect(data.today).toBe(day);

    expect(data.headcount).toEqual({
      total: 5,
      departments: [
        { department: { id: alpha, name: 'Alpha' }, count: 3 },
        { department: { id: beta, name: 'Beta' }, count: 1 },
        { department: null, count: 1 },
      ],
    });
    expect(data.probations).toEqual({
      within_days: 30,
      total: 2,
      items: [
        { id: b1, full_name: 'Bopha One', staff_id: expect.any(String), position: 'Officer', probation_end_date: day },
        {
          id: a1,
          full_name: 'Anna One',
          staff_id: expect.any(String),
          position: 'Officer',
          probation_end_date: addDays(day, 10),
        },
      ],
    });
    expect(data.out).toEqual({
      week_from: weekFrom,
      week_to: weekTo,
      today_total: 2,
      week_total: 2,
      week: [
        {
          request_id: l1,
          employee: { id: a1, full_name: 'Anna One', staff_id: expect.any(String) },
          leave_type: 'Annual',
          start_date: day,
          end_date: day,
        },
        {
          request_id: l2,
          employee: { id: b1, full_name: 'Bopha One', staff_id: expect.any(String) },
          leave_type: 'Annual',
          start_date: day,
          end_date: addDays(day, 1),
        },
      ],
    });
    expect(data.leave).toEqual({ month: day.slice(0, 7), days: 2.5, requests: 2 });
    expect(data.overtime).toEqual({ month: day.slice(0, 7), hours: 2.5, requests: 2 });
    expect(data.holidays).toEqual({
      items: [
        { id: h0, title: 'Today Holiday', date: day },
        { id: h1, title: 'Alpha Day', date: addDays(day, 3) },
      ],
    });
    expect(data.payroll.runs.map((r: { month: string }) => r.month)).toEqual([
      ...Array.from({ length: 11 }, (_, i) => `2019-${String(i + 2).padStart(2, '0')}`),
      '2020-01',
    ]);
    expect(data.payroll.runs.at(-1)).toMatchObject({
      gross_cents: 100_012,
      employer_cents: 5_000,
      cost_cents: 105_012,
    });

    // The Super Admin may decide every step: the three pending requests, newest first.
    expect(data.approvals.total).toBe(3);
    expect(data.approvals.by_kind).toEqual({ leave: 1, overtime: 1, post_clock: 1 });
    expect(data.approvals.items.map((i: { kind: string; id: number }) => [i.kind, i.id])).toEqual([
      ['post_clock', pendingPc.id],
      ['overtime', pendingOt.id],
      ['leave', pendingLeave.id],
    ]);
    expect(data.approvals.items[2]).toMatchObject({
      employee: { id: a2, full_name: 'Arun Two' },
      status: 'pending',
      status_label: 'Pending',
      step_role: 'LEAD_MANAGER',
      can_act: true,
      mine: false,
      version: pendingLeave.version,
    });

    // Alpha's lead acts on the first step of Alpha's people only.
    const leadUser = await signedIn(t, { employeeId: lead });
    await t.db.kysely
      .insertInto('role_permission')
      .values({ role_id: (await roleOf(leadUser.id))!, permission_id: (await permissionIdOf('dashboard', 'read'))! })
      .execute();
    const mine = (await dashboard(leadUser.token)).approvals;
    expect(mine).toMatchObject({ total: 1, by_kind: { leave: 1, overtime: 0, post_clock: 0 } });
    expect(mine.items.map((i: { id: number }) => i.id)).toEqual([pendingLeave.id]);

    // Once the lead approves, the step waits for HR: it leaves the lead's queue and stays in the admin's.
    const approved = await t.call('POST', `${BASE}/leave-request/${pendingLeave.id}/approve`, {
      token: leadUser.token,
      body: { version: pendingLeave.version },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await dashboard(leadUser.token)).approvals).toEqual({
      total: 0,
      by_kind: { leave: 0, overtime: 0, post_clock: 0 },
      items: [],
    });
    const after = await dashboard(t.adminToken);
    expect(after.approvals.items.find((i: { id: number }) => i.id === pendingLeave.id)).toMatchObject({
      status_label: 'Pending acknowledge',
      step_role: 'HR_MANAGER',
    });

    // Today's attendance is the attendance summary of today, over the five active people.
    await punchDay(t, lead, day, ['08:00']);
    const summary = (await t.call('GET', `${BASE}/attendance/summary`, { token: t.adminToken })).json().data;
    const fields = ['date', 'employees', 'present', 'late', 'absent', 'on_leave', 'not_yet_in'] as const;
    expect((await dashboard(t.adminToken)).attendance).toEqual({
      ...Object.fromEntries(fields.map((f) => [f, summary[f]])),
      day_off: summary.by_status.holiday + summary.by_status.weekend,
    });
    // Today is a public holiday here (the fixture above): everyone with a record of the day is off.
    expect(summary.by_status.holiday).toBeGreaterThan(0);
    expect(summary).toMatchObject({ date: day, employees: 5 });
  });

  const roleOf = async (userId: number) =>
    (await t.db.kysely.selectFrom('sys_user').select('role_id').where('id', '=', userId).executeTakeFirst())?.role_id;
  const permissionIdOf = async (resource: string, action: string) =>
    (
      await t.db.kysely
        .selectFrom('permission')
        .select('id')
        .where('resource', '=', resource)
        .where('action', '=', action)
        .executeTakeFirst()
    )?.id;

  const cards: Array<[string, Permission[], string[]]> = [
    ['dashboard read alone', [], []],
    ['attendance read', [p('attendance', 'read')], ['attendance']],
    ['leave requests read', [p('leaveRequest', 'read')], ['leave', 'out']],
    [
      'leave requests read and update',
      [p('leaveRequest', 'read'), p('leaveRequest', 'update')],
      ['approvals', 'leave', 'out'],
    ],
    ['leave requests update without read', [p('leaveRequest', 'update')], []],
    [
      'overtime read and update',
      [p('overtimeRequest', 'read'), p('overtimeRequest', 'update')],
      ['approvals', 'overtime'],
    ],
    ['post clock read and update', [p('postClockRequest', 'read'), p('postClockRequest', 'update')], ['approvals']],
    ['calendar read', [p('calendar', 'read')], ['holidays']],
    ['employee read', [p('employee', 'read')], ['probations']],
    ['department read', [p('department', 'read')], []],
    ['employee and department read', [p('employee', 'read'), p('department', 'read')], ['headcount', 'probations']],
    ['payroll read', [p('payroll', 'read')], ['payroll']],
  ];
  it.each(cards)('with %s shows exactly its cards', async (_name, permissions, shown) => {
    const user = await t.createUser([p('dashboard', 'read'), ...permissions]);
    const data = await dashboard(user.token);
    expect(Object.keys(data).sort()).toEqual([...COUNTERS, ...shown].sort());
  });

  it('lists only the approval kinds the caller may decide', async () => {
    const user = await t.createUser([
      p('dashboard', 'read'),
      p('overtimeRequest', 'read'),
      p('overtimeRequest', 'update'),
    ]);
    const { approvals } = await dashboard(user.token);
    // Not a Super Admin nor anyone's lead: nothing to act on, and only the overtime kind is counted.
    expect(approvals).toEqual({ total: 0, by_kind: { overtime: 0 }, items: [] });
  });

  it('refuses a user without dashboard read', async () => {
    const user = await t.createUser([p('attendance', 'read')]);
    expect((await t.call('GET', `${BASE}/dashboard`, { token: user.token })).statusCode).toBe(403);
  });
});
