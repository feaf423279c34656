// Attendance through HTTP on SQLite and PostgreSQL: the daily list and its filters, settled absences, one record with
// its punches, corrections with a reason (logged before/after), clock-in inside an office's geofence, the summary, the
// work schedule settings (re-deriving the open days), and closing a period, which refuses corrections, post clock
// approvals, leave approvals and holiday changes into it. Refusals write nothing.
import { addDays } from '../../contract/dates.ts';
import { periodOf, periodRange } from '../../server/lib/pay-period.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES, DEFAULT_SCHEDULE } from '../../contract/attendance-codes.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { dayRecord, linkUser, OFFICE_AT, punchDay } from './attendance-fixtures.ts';
import { insertDepartment, insertEmployee, insertOffice, insertTeam, unique } from './directory-fixtures.ts';
import { BASE } from './helpers.ts';
import {
  createLeaveType,
  file,
  leaveBody,
  postClockBody,
  requestTables,
  today,
  workdayAgo,
  versionOf,
} from './requests-fixtures.ts';

type Res = { statusCode: number; body: string; json: () => any };

/** Tables an attendance refusal must leave as they were. */
async function attendanceTables(t: TestApp) {
  const out: Record<string, string[]> = {};
  for (const table of ['punch', 'attendance_close', 'work_schedule'] as const) {
    const rows = await t.db.kysely.selectFrom(table).selectAll().execute();
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return { ...out, ...(await requestTables(t)) };
}

describe.each(DIALECTS)('attendance on %s', (dialect) => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, token = t.adminToken) =>
    t.call(method, `${BASE}/${path}`, { token, body });
  const ok = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, status = 200) => {
    const res = await call(method, path, body);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  async function refused(status: number, request: () => Promise<Res>) {
    const before = await attendanceTables(t);
    const res = await request();
    expect(res.statusCode, res.body).toBe(status);
    expect(await attendanceTables(t), 'a refused call changed the database').toEqual(before);
    return res.json() as { message: string; validators?: Array<{ field: string; message: string }> };
  }
  const dayOf = (employee: number, date: string) => dayRecord(t, employee, date);
  const logOf = (recordId: number | string) =>
    t.db.kysely
      .selectFrom('activity_log')
      .selectAll()
      .where('resource', '=', 'attendance')
      .where('record_id', '=', String(recordId))
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('settles a past working day: punched people present, late or early, the others absent', async () => {
    const date = workdayAgo(3);
    const department = await insertDepartment(t);
    const team = await insertTeam(t, department);
    const office = await insertOffice(t);
    const onTime = await insertEmployee(t, { teamId: team, officeIds: [office], firstName: 'Ontime' });
    const late = await insertEmployee(t, { teamId: team, officeIds: [office], firstName: 'Latecomer' });
    const away = await insertEmployee(t, { teamId: team, officeIds: [office], firstName: 'Away' });
    await punchDay(t, onTime, date, ['07:58', '17:03']);
    await punchDay(t, late, date, ['08:25', '16:30']);

    const list = await ok('GET', `attendance?date=${date}&team_id=${team}&limit=10`);
    expect(list.metadata.total).toBe(3);
    const byName = Object.fromEntries(list.data.map((r: any) => [r.employee.name.split(' ')[0], r]));
    expect(byName.Ontime).toMatchObject({
      status: 'present',
      code: 'P',
      status_label: 'Present',
      clock_in_local: '07:58',
      clock_out_local: '17:03',
      worked_minutes: 485,
      late_minutes: 0,
      source: 'import',
      employee: { department: { id: department }, team: { id: team } },
      closed: false,
    });
    expect(byName.Latecomer).toMatchObject({ status: 'late', code: 'L', late_minutes: 25, early_minutes: 30 });
    expect(byName.Away).toMatchObject({ status: 'absent', code: 'A', clock_in: null, worked_minutes: null });

    // Filters: status, department, office, search by name and staff id.
    const ids = async (q: string) =>
      (await ok('GET', `attendance?date=${date}&${q}`)).data.map((r: any) => r.employee.id).sort();
    expect(await ids(`team_id=${team}&status=absent`)).toEqual([away]);
    expect(await ids(`department_id=${department}&status=late`)).toEqual([late]);
    expect(await ids(`office_id=${office}`)).toEqual([onTime, late, away].sort());
    expect(await ids(`team_id=${team}&q=latecom`)).toEqual([late]);
    expect(await ids(`q=${byName.Away.employee.staff_id}`)).toEqual([away]);
    const paged = await ok('GET', `attendance?date=${date}&team_id=${team}&limit=2&page=2`);
    expect(paged.data).toHaveLength(1);
    expect(paged.metadata).toMatchObject({ page: 2, total: 3, hasPrev: true, hasNext: false });

    const csv = await call('GET', `attendance/export?date=${date}&team_id=${team}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Staff ID,Employee');
    expect(lines).toHaveLength(4);
    expect(csv.body).toContain('Late');
    expect((await call('GET', `attendance/export?date=${date}`)).headers['content-type']).toContain('spreadsheetml');

    for (const [q, field, message] of [
      ['date=2026-02-30', 'date', 'Date must be a real date.'],
      ['status=sleeping', 'status', expect.stringContaining('status must be one of')],
      ['limit=1000', 'limit', 'limit must be at most 100.'],
    ] as const) {
      const res = await call('GET', `attendance?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().validators).toEqual([{ field, message }]);
    }
  });

  it('shows one record with its punches and the schedule it was judged by; 404 for none', async () => {
    const employee = await insertEmployee(t);
    const row = await punchDay(t, employee, workdayAgo(4), ['08:00', '12:00', '13:00', '17:00']);
    const { data } = await ok('GET', `attendance/${row.id}`);
    expect(data.punches.map((p: any) => [p.local_time, p.source, p.voided])).toEqual([
      ['08:00', 'import', false],
      ['12:00', 'import', false],
      ['13:00', 'import', false],
      ['17:00', 'import', false],
    ]);
    expect(data).toMatchObject({ worked_minutes: 480, status: 'present' });
    expect(data.schedule).toEqual({
      start_time: '08:00',
      end_time: '17:00',
      break_minutes: 60,
      late_grace_minutes: 10,
      early_grace_minutes: 10,
    });
    expect((await call('GET', 'attendance/999999')).statusCode).toBe(404);
  });

  it('corrects a missing clock-out with a reason, logged before and after; refuses bad corrections', async () => {
    const employee = await insertEmployee(t);
    const date = workdayAgo(2);
    const row = await punchDay(t, employee, date, ['08:02']);
    expect(row.status).toBe('missing_punch');

    expect(
      (await refused(400, () => call('PATCH', `attendance/${row.id}`, { clock_out: '17:00' }))).validators,
    ).toEqual([{ field: 'reason', message: 'Reason is required.' }]);
    expect(
      (await refused(400, () => call('PATCH', `attendance/${row.id}`, { clock_out: '17:00', reason: '  ' })))
        .validators,
    ).toEqual([{ field: 'reason', message: 'Reason is required.' }]);
    expect(
      (await refused(400, () => call('PATCH', `attendance/${row.id}`, { clock_out: '07:30', reason: 'Left early' })))
        .validators,
    ).toEqual([{ field: 'clock_out', message: ATTENDANCE_MESSAGES.clockOutBeforeIn }]);
    expect((await refused(400, () => call('PATCH', `attendance/${row.id}`, { reason: 'Nothing' }))).validators).toEqual(
      [{ field: 'clock_in', message: ATTENDANCE_MESSAGES.correctionNothing }],
    );
    expect(
      (await refused(400, () => call('PATCH', `attendance/${row.id}`, { clock_out: '25:00', reason: 'x' }))).validators,
    ).toEqual([{ field: 'clock_out', message: 'clock_out must be a time (HH:MM).' }]);
    await refused(404, () => call('PATCH', 'attendance/999999', { clock_out: '17:00', reason: 'x' }));

    const res = await ok('PATCH', `attendance/${row.id}`, { clock_out: '17:05', reason: 'Forgot to badge out' });
    expect(res.message).toBe(ATTENDANCE_MESSAGES.corrected);
    expect(res.data).toMatchObject({
      id: row.id,
      status: 'present',
      clock_in_local: '08:02',
      clock_out_local: '17:05',
      worked_minutes: 483,
      clock_in_source: 'import',
      clock_out_source: 'correction',
      corrected_reason: 'Forgot to badge out',
      corrected_by: { username: 'admin' },
    });
    const [entry] = await logOf(row.id);
    expect(entry.action).toBe('correct');
    expect(JSON.parse(entry.before!)).toMatchObject({ status: 'missing_punch', clock_out: null });
    expect(JSON.parse(entry.after!)).toMatchObject({ status: 'present', reason: 'Forgot to badge out' });

    // Moving the clock-in sets the old punch aside (kept, so a re-import cannot bring it back).
    const moved = await ok('PATCH', `attendance/${row.id}`, { clock_in: '08:30', reason: 'Came in at 8:30' });
    expect(moved.data).toMatchObject({ status: 'late', late_minutes: 30, clock_in_source: 'correction' });
    expect(moved.data.punches.map((p: any) => [p.local_time, p.source, p.voided])).toEqual([
      ['08:02', 'import', true],
      ['08:30', 'correction', false],
      ['17:05', 'correction', false],
    ]);
    await punchDay(t, employee, date, []);
    expect((await dayOf(employee, date))!.status).toBe('late');
  });

  it('clocks a linked user in and out inside an office geofence; refuses outside it, twice, and unlinked', async () => {
    const user = await t.createUser([]);
    const unlinked = await refused(403, () =>
      call('POST', 'attendance/clock', { action: 'in', ...OFFICE_AT, accuracy: 10 }, user.token),
    );
    expect(unlinked.message).toBe(ATTENDANCE_MESSAGES.notLinked);
    const employee = await linkUser(t, user.id);
    const clock = (body: Record<string, unknown>) => call('POST', 'attendance/clock', body, user.token);

    const far = await refused(400, () => clock({ action: 'in', latitude: 11.5664, longitude: 104.9282, accuracy: 10 }));
    expect(far.message).toMatch(/^You are 1,1\d\d m from .+, outside its geofence; move closer to clock in\.$/);
    expect((far as any).nearest_office).toMatchObject({ radius_m: 150 });
    expect((await refused(400, () => clock({ action: 'in', ...OFFICE_AT, accuracy: 900 }))).validators?.[0].field).toBe(
      'accuracy',
    );
    expect((await refused(400, () => clock({ action: 'sideways', ...OFFICE_AT, accuracy: 5 }))).validators).toEqual([
      { field: 'action', message: 'action must be in or out.' },
    ]);
    expect((await refused(409, () => clock({ action: 'out', ...OFFICE_AT, accuracy: 5 }))).message).toBe(
      ATTENDANCE_MESSAGES.notClockedIn,
    );

    const inside = await clock({ action: 'in', latitude: 11.5565, longitude: 104.9283, accuracy: 8, device: 'Pixel' });
    expect(inside.statusCode, inside.body).toBe(201);
    const data = inside.json().data;
    expect(inside.json().message).toMatch(/^Clocked in at \d\d:\d\d at .+\.$/);
    expect(data.punch).toMatchObject({ source: 'clock', direction: 'in', device: 'Pixel', voided: false });
    expect(data.distance_m).toBeLessThan(20);
    expect(data.attendance).toMatchObject({ date: today(), clock_in_source: 'clock', employee: { id: employee } });
    expect(data.attendance.office).not.toBeNull();
    expect((await refused(409, () => clock({ action: 'in', ...OFFICE_AT, accuracy: 5 }))).message).toMatch(
      /^You already clocked in today at \d\d:\d\d\.$/,
    );
    expect((await logOf(data.attendance.id)).map((l) => l.action)).toEqual(['clock-in']);

    // Two clock-ins of one person at the same moment: one is recorded, the other refused.
    const other = await t.createUser([]);
    await linkUser(t, other.id);
    const both = await Promise.all(
      [1, 2].map(() => call('POST', 'attendance/clock', { action: 'in', ...OFFICE_AT, accuracy: 5 }, other.token)),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('counts the day for the dashboard', async () => {
    const date = workdayAgo(5);
    const present = await insertEmployee(t);
    await punchDay(t, present, date, ['08:00', '17:00']);
    const summary = (await ok('GET', `attendance/summary?date=${date}`)).data;
    expect(summary.date).toBe(date);
    expect(summary.present).toBeGreaterThanOrEqual(1);
    expect(summary.not_yet_in).toBe(0);
    expect(summary.present + summary.absent + summary.on_leave).toBeLessThanOrEqual(summary.employees);
    expect(Object.values(summary.by_status as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
      summary.employees,
    );
    const now = (await ok('GET', 'attendance/summary')).data;
    expect(now.date).toBe(today());

    // Counted are the active employees who had joined by the day: someone who resigned since (with a record
    // that day) and someone who joins later change nothing; one more person present adds one to each.
    const gone = await insertEmployee(t);
    await punchDay(t, gone, date, ['08:00', '17:00']);
    await t.db.kysely.updateTable('employee').set({ status: 'resigned' }).where('id', '=', gone).execute();
    const later = await insertEmployee(t);
    await t.db.kysely
      .updateTable('employee')
      .set({ join_date: addDays(today(), 30) })
      .where('id', '=', later)
      .execute();
    const unchanged = (await ok('GET', `attendance/summary?date=${date}`)).data;
    expect(unchanged).toEqual(summary);
    await punchDay(t, await insertEmployee(t), date, ['07:55', '17:10']);
    const more = (await ok('GET', `attendance/summary?date=${date}`)).data;
    expect(more).toMatchObject({ employees: summary.employees + 1, present: summary.present + 1 });
    expect(more.by_status.present).toBe(summary.by_status.present + 1);
  });

  it('derives the days of an approved leave and of a holiday in the same transaction', async () => {
    const employee = await insertEmployee(t);
    const date = workdayAgo(6);
    await punchDay(t, employee, date, []);
    expect((await dayOf(employee, date))!.status).toBe('absent');
    const leave = await file(t, 'leave-request', leaveBody(employee, await createLeaveType(t), date));
    await ok('POST', `leave-request/${leave.id}/approve`, { version: await versionOf(t, leave.id) });
    expect((await dayOf(employee, date))!.status).toBe('absent');
    await ok('POST', `leave-request/${leave.id}/approve`, { version: await versionOf(t, leave.id) });
    expect((await dayOf(employee, date))!).toMatchObject({ status: 'on_leave' });

    const worker = await insertEmployee(t);
    const holidayDate = workdayAgo(7);
    await punchDay(t, worker, holidayDate, []);
    expect((await dayOf(worker, holidayDate))!.status).toBe('absent');
    const holiday = await ok('POST', 'calendar-event', { title: unique('Holiday '), event_date: holidayDate }, 201);
    expect((await dayOf(worker, holidayDate))!.status).toBe('holiday');
    await ok('DELETE', `calendar-event/${holiday.data.id}`);
    expect((await dayOf(worker, holidayDate))!.status).toBe('absent');
  });

  it('edits the schedule (logged) and derives the open days again; refuses bad schedules', async () => {
    const employee = await insertEmployee(t);
    const date = workdayAgo(1);
    await punchDay(t, employee, date, ['08:20', '17:00']);
    expect((await dayOf(employee, date))!.status).toBe('late');
    const before = (await ok('GET', 'attendance/settings')).data;
    // Monday–Friday, 08:00–17:00, a 60-minute break, 10 minutes' grace either way.
    expect(before.company).toEqual({ ...DEFAULT_SCHEDULE, working_days: [1, 2, 3, 4, 5] });
    expect(before.period_start_day).toBe(1);
    expect(before.current_period).toMatchObject({ month: today().slice(0, 7), closed: false });

    const company = { ...before.company, late_grace_minutes: 30 };
    for (const [body, field, message] of [
      [{ company: { ...company, end_time: '07:00' } }, 'company', ATTENDANCE_MESSAGES.endAfterStart],
      [{ company: { ...company, working_days: [] } }, 'company', ATTENDANCE_MESSAGES.workingDaysRequired],
      [{ period_start_day: 29 }, 'period_start_day', 'period_start_day must be between 1 and 28.'],
      [{ offices: [{ office_id: 999999, schedule: null }] }, 'offices', ATTENDANCE_MESSAGES.officeUnknown],
      [{}, 'body', 'Nothing to update.'],
    ] as const) {
      const res = await refused(400, () => call('PATCH', 'attendance/settings', body));
      expect(res.validators, JSON.stringify(body)).toEqual([{ field, message }]);
    }

    const saved = await ok('PATCH', 'attendance/settings', { company });
    expect(saved.message).toBe(ATTENDANCE_MESSAGES.settingsSaved);
    expect(saved.data.company.late_grace_minutes).toBe(30);
    expect((await dayOf(employee, date))!).toMatchObject({ status: 'present', late_minutes: 0 });
    const [entry] = await logOf('settings');
    expect(JSON.parse(entry.after!).company.late_grace_minutes).toBe(30);

    // An office of its own: starting at 08:30, the 08:20 arrival of its people is on time too.
    const office = await insertOffice(t);
    const own = await ok('PATCH', 'attendance/settings', {
      company: before.company,
      offices: [{ office_id: office, schedule: { ...before.company, start_time: '08:30', end_time: '17:30' } }],
    });
    expect(own.data.offices).toEqual([
      { office: { id: office, name: expect.any(String) }, schedule: expect.objectContaining({ start_time: '08:30' }) },
    ]);
    expect((await dayOf(employee, date))!.status).toBe('late');
    await ok('PATCH', 'attendance/settings', { offices: [{ office_id: office, schedule: null }] });
    expect((await ok('GET', 'attendance/settings')).data.offices).toEqual([]);
  });

  it('closes a period: corrections, post clock and leave approvals and holidays into it are refused; reopens', async () => {
    const date = workdayAgo(45);
    const month = periodOf(date, 1);
    const { from, to } = periodRange(month, 1);
    const employee = await insertEmployee(t);
    const row = await punchDay(t, employee, date, ['08:00']);
    const postClock = await file(t, 'post-clock-request', postClockBody(employee, date, 'forget_clock_out', '17:00'));
    const leaveEmployee = await insertEmployee(t);
    const leave = await file(t, 'leave-request', leaveBody(leaveEmployee, await createLeaveType(t), date));
    await ok('POST', `post-clock-request/${postClock.id}/approve`, { version: await versionOf(t, postClock.id) });
    await ok('POST', `leave-request/${leave.id}/approve`, { version: await versionOf(t, leave.id) });

    expect((await refused(409, () => call('POST', 'attendance/close', { month: today().slice(0, 7) }))).message).toBe(
      ATTENDANCE_MESSAGES.periodNotOver(today().slice(0, 7)),
    );
    expect((await refused(400, () => call('POST', 'attendance/close', { month: '2026-13' }))).validators).toEqual([
      { field: 'month', message: 'Month must be a month (YYYY-MM).' },
    ]);

    const closed = await ok('POST', 'attendance/close', { month });
    expect(closed).toMatchObject({
      message: ATTENDANCE_MESSAGES.closed(month),
      data: { month, from, to, closed: true, closed_by: { username: 'admin' } },
    });
    // Closing settled every day of the period: the employee who never punched is absent on every working day.
    const idle = await t.db.kysely
      .selectFrom('attendance')
      .select(['status'])
      .where('employee_id', '=', leaveEmployee)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .execute();
    expect(idle.length).toBe(new Date(Date.parse(`${to}T00:00:00Z`)).getUTCDate());
    expect((await ok('GET', `attendance/${row.id}`)).data.closed).toBe(true);

    const message = ATTENDANCE_MESSAGES.periodClosed(month);
    expect((await refused(409, () => call('POST', 'attendance/close', { month }))).message).toBe(
      ATTENDANCE_MESSAGES.alreadyClosed(month),
    );
    expect(
      (await refused(409, () => call('PATCH', `attendance/${row.id}`, { clock_out: '17:00', reason: 'Late fix' })))
        .message,
    ).toBe(message);
    expect(
      (
        await refused(409, async () =>
          call('POST', `post-clock-request/${postClock.id}/approve`, { version: await versionOf(t, postClock.id) }),
        )
      ).message,
    ).toBe(message);
    expect(
      (
        await refused(409, async () =>
          call('POST', `leave-request/${leave.id}/approve`, { version: await versionOf(t, leave.id) }),
        )
      ).message,
    ).toBe(message);
    expect(
      (await refused(409, () => call('POST', 'calendar-event', { title: unique('Holiday '), event_date: date })))
        .message,
    ).toBe(message);
    expect(
      (
        await refused(409, () =>
          call('POST', 'post-clock-request', postClockBody(employee, addDays(date, 1) > to ? from : addDays(date, 1))),
        )
      ).message,
    ).toBe(message);
    expect((await ok('GET', 'attendance/settings')).data.closed_periods.map((p: any) => p.month)).toContain(month);

    const reopened = await ok('POST', 'attendance/reopen', { month });
    expect(reopened).toMatchObject({ message: ATTENDANCE_MESSAGES.reopened(month), data: { closed: false } });
    expect((await refused(409, () => call('POST', 'attendance/reopen', { month }))).message).toBe(
      ATTENDANCE_MESSAGES.notClosed(month),
    );
    expect((await logOf(month)).map((l) => l.action)).toEqual(['close', 'reopen']);
    await ok('POST', `post-clock-request/${postClock.id}/approve`, { version: await versionOf(t, postClock.id) });
    expect((await dayOf(employee, date))!).toMatchObject({ status: 'present', clock_out_source: 'post_clock' });
  });

  it('refuses a clock-in on a day of a closed period', async () => {
    const user = await t.createUser([]);
    await linkUser(t, user.id);
    const month = periodOf(today(), 1);
    await t.db.kysely
      .insertInto('attendance_close')
      .values({
        period: month,
        from_date: `${month}-01`,
        to_date: today(),
        closed_at: new Date().toISOString(),
        closed_by_id: null,
        closed_by_username: 'test',
      })
      .execute();
    try {
      const res = await refused(409, () =>
        call('POST', 'attendance/clock', { action: 'in', ...OFFICE_AT, accuracy: 5 }, user.token),
      );
      expect(res.message).toBe(ATTENDANCE_MESSAGES.periodClosed(month));
    } finally {
      await t.db.kysely.deleteFrom('attendance_close').where('period', '=', month).execute();
    }
  });
});
