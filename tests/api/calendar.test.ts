// The calendar: one call answers a range's holidays, events and leave (pending and approved, filtered by department,
// team and office; none without leaveRequest read); events span days and name an office, with field errors across
// fields; a holiday stays one company-wide day; the .ics export follows RFC 5545 (CRLF, folding at 75 octets, escaping,
// all-day dates, one UID per event).
import { addDays } from '../../contract/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertEmployee, insertOffice, unique } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';
import {
  createLeaveType,
  insertLeave,
  createOrg,
  file,
  leaveBody,
  mondayAfter,
  requestLog,
  requestTables,
  signedIn,
  type Org,
  versionOf,
} from './requests-fixtures.ts';

type Res = { statusCode: number; body: string; headers: Record<string, unknown>; json: () => any };

describe.each(DIALECTS)('calendar on %s', (dialect) => {
  let t: TestApp;
  let org: Org;
  let other: Org;
  let monday: string;
  let office: number;
  let approvedId: number;
  let pendingId: number;

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, token = t.adminToken) =>
    t.call(method, `${BASE}/${path}`, { token, body }) as Promise<Res>;
  const ok = async (res: Res, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  async function refused(status: number, request: () => Promise<Res>) {
    const before = await requestTables(t);
    const res = await request();
    expect(res.statusCode, res.body).toBe(status);
    expect(await requestTables(t), 'a refused call changed the database').toEqual(before);
    return res.json() as { message: string; validators?: Array<{ field: string; message: string }> };
  }
  const range = (from: string, to: string, extra = '') => `calendar?from=${from}&to=${to}${extra}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    org = await createOrg(t);
    other = await createOrg(t);
    office = await insertOffice(t);
    monday = mondayAfter(60, 11);
    const type = await createLeaveType(t, { days: 30 });
    const approved = await file(t, 'leave-request', leaveBody(org.member, type, monday, addDays(monday, 2)));
    await ok(await send('POST', `leave-request/${approved.id}/approve`, { version: await versionOf(t, approved.id) }));
    await ok(await send('POST', `leave-request/${approved.id}/approve`, { version: await versionOf(t, approved.id) }));
    approvedId = approved.id;
    pendingId = (await file(t, 'leave-request', leaveBody(other.member, type, addDays(monday, 1)))).id;
    const rejected = await file(t, 'leave-request', leaveBody(other.lead, type, addDays(monday, 1)));
    await ok(
      await send('POST', `leave-request/${rejected.id}/reject`, {
        version: await versionOf(t, rejected.id),
        comment: 'Busy week',
      }),
    );
  });
  afterAll(() => t?.close());

  it('answers events, holidays and leave of a range in one call; leave pending and approved, not rejected', async () => {
    const holiday = (await ok(await send('POST', 'calendar-event', { title: 'Test Day', event_date: monday }), 201))
      .data;
    const offsite = (
      await ok(
        await send('POST', 'calendar-event', {
          title: 'Offsite',
          kind: 'event',
          event_date: addDays(monday, -3),
          end_date: addDays(monday, 1),
          office_id: office,
          description: 'Kep, two days',
        }),
        201,
      )
    ).data;
    expect(offsite).toMatchObject({ end_date: addDays(monday, 1), office: { id: office }, kind: 'event' });

    const res = await ok(await send('GET', range(monday, addDays(monday, 6))));
    expect(res.data.from).toBe(monday);
    // The offsite began before the range and still touches it.
    expect(res.data.events.map((e: { id: number }) => e.id)).toEqual([offsite.id, holiday.id]);
    const leave = res.data.leave as Array<{ id: number; status: string; employee: { id: number } }>;
    expect(leave.map((l) => [l.id, l.status])).toEqual([
      [approvedId, 'approve'],
      [pendingId, 'pending'],
    ]);
    expect(leave[0]).toMatchObject({ start_date: monday, end_date: addDays(monday, 2), employee: { id: org.member } });
    expect(res.data.leave_capped).toBe(false);

    // A leave that began before the range still touches it.
    const wednesday = (await ok(await send('GET', range(addDays(monday, 2), addDays(monday, 2))))).data;
    expect(wednesday.leave.map((l: { id: number }) => l.id)).toEqual([approvedId]);

    // A range after the offsite ends and before the leave: nothing.
    const empty = (await ok(await send('GET', range(addDays(monday, 7), addDays(monday, 8))))).data;
    expect(empty.events).toEqual([]);
    expect(empty.leave).toEqual([]);
  });

  it('filters leave by department, team and office, and everything by kind', async () => {
    const week = (extra: string) => send('GET', range(monday, addDays(monday, 6), extra));
    const leaveIds = async (extra: string) =>
      ((await ok(await week(extra))).data.leave as Array<{ id: number }>).map((l) => l.id);
    expect(await leaveIds(`&department_id=${org.department}`)).toEqual([approvedId]);
    expect(await leaveIds(`&team_id=${other.team}`)).toEqual([pendingId]);
    const memberOffice = await t.db.kysely
      .selectFrom('employee_office')
      .select('office_id')
      .where('employee_id', '=', org.member)
      .executeTakeFirstOrThrow();
    expect(await leaveIds(`&office_id=${memberOffice.office_id}`)).toEqual([approvedId]);

    const onlyLeave = (await ok(await week('&kind=leave'))).data;
    expect(onlyLeave.events).toEqual([]);
    expect(onlyLeave.leave).toHaveLength(2);
    const holidays = (await ok(await week('&kind=holiday'))).data;
    expect(holidays.events.map((e: { kind: string }) => e.kind)).toEqual(['holiday']);
    expect(holidays.leave).toBeUndefined();
    // Office scope: the company-wide holiday stays, another office's event goes.
    const elsewhere = await insertOffice(t);
    const titles = (await ok(await week(`&office_id=${elsewhere}`))).data.events.map((e: { title: string }) => e.title);
    expect(titles).toEqual(['Test Day']);
  });

  it('counts everyone out on each working day and lists the first ten of each in a range, all of them for one day', async () => {
    // Twelve people out on a Wednesday six weeks on: seven approved, five pending; one approved leave runs
    // from Thursday over the weekend to Monday, and Friday is a holiday.
    const type = await createLeaveType(t, { days: 30 });
    const week = addDays(monday, 42);
    const wednesday = addDays(week, 2);
    await ok(await send('POST', 'calendar-event', { title: unique('Day off '), event_date: addDays(week, 4) }), 201);
    const people = await Promise.all(Array.from({ length: 13 }, () => insertEmployee(t, { teamId: org.team })));
    // Pending first and starting earliest, so the order listed is the rule's (approved first), not the filing's.
    const pending = [];
    for (const person of people.slice(7, 12))
      pending.push(await insertLeave(t, type, person, addDays(week, 1), wednesday, 'pending'));
    const approved = [];
    for (const person of people.slice(0, 7))
      approved.push(await insertLeave(t, type, person, wednesday, wednesday, 'approve'));
    const long = await insertLeave(t, type, people[12], addDays(week, 3), addDays(week, 7), 'approve');

    const grid = (await ok(await send('GET', range(week, addDays(week, 13), `&team_id=${org.team}`)))).data;
    expect(grid.leave_days).toEqual([
      { date: addDays(week, 1), approved: 0, pending: 5 },
      { date: wednesday, approved: 7, pending: 5 },
      { date: addDays(week, 3), approved: 1, pending: 0 },
      // Friday is the holiday, Saturday and Sunday the weekend: the long leave is out again on Monday.
      { date: addDays(week, 7), approved: 1, pending: 0 },
    ]);
    expect(grid.leave_capped).toBe(true);
    const listed = (grid.leave as Array<{ id: number }>).map((l) => l.id);
    // Wednesday lists ten: the seven approved, then the first three pending; Tuesday lists its five pending.
    expect(listed).toHaveLength(13);
    expect(listed).toEqual(expect.arrayContaining([...approved, ...pending, long]));

    const day = (await ok(await send('GET', range(wednesday, wednesday, `&team_id=${org.team}`)))).data;
    expect(day.leave_days).toEqual([{ date: wednesday, approved: 7, pending: 5 }]);
    expect((day.leave as Array<{ id: number }>).map((l) => l.id).sort((a, b) => a - b)).toEqual(
      [...approved, ...pending].sort((a, b) => a - b),
    );
    expect(day.leave_capped).toBe(false);

    // The holiday and the weekend inside the long leave are not days out.
    const friday = (await ok(await send('GET', range(addDays(week, 4), addDays(week, 6), `&team_id=${org.team}`))))
      .data;
    expect(friday.leave_days).toEqual([]);
  });

  it('answers no leave without leaveRequest read', async () => {
    const viewer = await signedIn(t, { permissions: [p('calendar', 'read')] });
    const res = await ok(await send('GET', range(monday, addDays(monday, 6)), undefined, viewer.token));
    expect(res.data.events.length).toBeGreaterThan(0);
    expect(res.data).not.toHaveProperty('leave');
    const kindLeave = await ok(
      await send('GET', range(monday, addDays(monday, 6), '&kind=leave'), undefined, viewer.token),
    );
    expect(kindLeave.data).toEqual({ from: monday, to: addDays(monday, 6), events: [] });
    const reader = await signedIn(t, { permissions: [p('calendar', 'read'), p('leaveRequest', 'read')] });
    expect(
      (await ok(await send('GET', range(monday, addDays(monday, 6)), undefined, reader.token))).data.leave,
    ).toHaveLength(2);
    const noCalendar = await signedIn(t, { permissions: [p('leaveRequest', 'read')] });
    expect((await send('GET', range(monday, monday), undefined, noCalendar.token)).statusCode).toBe(403);
  });

  it('refuses a bad range with field messages', async () => {
    const cases: Array<[string, string, string]> = [
      ['calendar?to=2026-01-01', 'from', 'From is required.'],
      [range('2026-02-30', '2026-03-01'), 'from', 'From must be a real date.'],
      [range('2026-03-02', '2026-03-01'), 'to', 'to must be on or after from.'],
      [range('2026-01-01', '2026-12-31'), 'to', 'The range must be at most 93 days.'],
      [
        range('2026-01-01', '2026-01-31', '&kind=party'),
        'kind',
        'kind must be one of holiday, event, training, meeting, leave.',
      ],
      [range('2026-01-01', '2026-01-31', '&team_id=-1'), 'team_id', 'Team must be a positive whole number.'],
      [range('2026-01-01', '2026-01-31', '&sort=id'), 'sort', 'sort is not allowed.'],
      ['calendar/ics?from=2026-01-01&to=2029-01-01', 'to', 'The range must be at most 731 days.'],
    ];
    for (const [path, field, message] of cases) {
      const res = await send('GET', path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().validators, path).toContainEqual({ field, message });
    }
  });

  it('validates events across fields: end after start, at most 31 days, a holiday one company-wide day', async () => {
    const start = addDays(monday, 14);
    const body = { title: unique('Retreat '), kind: 'event', event_date: start };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ end_date: addDays(start, -1) }, 'end_date', 'End date must be on or after the event date.'],
      [{ end_date: addDays(start, 31) }, 'end_date', 'An event lasts at most 31 days.'],
      [{ kind: 'holiday', end_date: addDays(start, 1) }, 'end_date', 'A holiday is one day: add each day on its own.'],
      [{ kind: 'holiday', office_id: office }, 'office_id', 'A holiday applies to every office.'],
      [{ office_id: 999999 }, 'office_id', 'Office not found.'],
      [{ kind: 'party' }, 'kind', 'kind must be holiday, event, training or meeting.'],
      [{ title: '  ' }, 'title', 'Title is required.'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await refused(400, () => send('POST', 'calendar-event', { ...body, ...extra }));
      expect(res.validators, JSON.stringify(extra)).toContainEqual({ field, message });
    }
    // On update the rules read the stored event: a multi-day event cannot become a holiday without its end.
    const event = (await ok(await send('POST', 'calendar-event', { ...body, end_date: addDays(start, 2) }), 201)).data;
    expect(
      (await refused(400, () => send('PATCH', `calendar-event/${event.id}`, { kind: 'holiday' }))).validators,
    ).toEqual([{ field: 'end_date', message: 'A holiday is one day: add each day on its own.' }]);
    const oneDay = (
      await ok(
        await send('PATCH', `calendar-event/${event.id}`, { kind: 'training', end_date: null, office_id: office }),
      )
    ).data;
    expect(oneDay).toMatchObject({ kind: 'training', end_date: null, office: { id: office } });
    // An end date equal to the start is stored as a one-day event.
    const same = (await ok(await send('PATCH', `calendar-event/${event.id}`, { end_date: start }))).data;
    expect(same.end_date).toBeNull();
    await refused(404, () => send('PATCH', 'calendar-event/999999', { title: 'Nobody' }));
    await refused(404, () => send('DELETE', 'calendar-event/999999'));
    await refused(409, () => send('POST', 'calendar-event', { ...body, title: event.title.toUpperCase() }));
    await ok(await send('DELETE', `calendar-event/${event.id}`));
    expect((await requestLog(t, 'calendar', event.id)).map((l) => l.action)).toEqual([
      'create',
      'update',
      'update',
      'delete',
    ]);
  });

  it("adds Cambodia's public holidays of a year in one step, keeping those already there; logged; refuses unknown years", async () => {
    await ok(await send('POST', 'calendar-event', { title: 'Khmer New Year (day 2)', event_date: '2027-04-15' }), 201);
    const res = await ok(await send('POST', 'calendar/public-holidays', { year: 2027 }), 201);
    expect(res.data.added + res.data.kept).toBeGreaterThanOrEqual(20);
    expect(res.data).toMatchObject({ year: 2027, kept: 1 });
    expect(res.message).toBe(`${res.data.added} public holidays of 2027 added.`);
    const april = (await ok(await send('GET', range('2027-04-13', '2027-04-17', '&kind=holiday')))).data.events;
    expect(april.map((e: { event_date: string }) => e.event_date)).toEqual(['2027-04-14', '2027-04-15', '2027-04-16']);
    const logged = await t.db.kysely
      .selectFrom('activity_log')
      .select('id')
      .where('resource', '=', 'calendar')
      .where('action', '=', 'create')
      .where('after', 'like', '%Public holiday in Cambodia%')
      .execute();
    expect(logged).toHaveLength(res.data.added);
    // A second time adds nothing.
    expect((await ok(await send('POST', 'calendar/public-holidays', { year: 2027 }), 201)).data).toMatchObject({
      added: 0,
      kept: res.data.added + 1,
    });
    expect((await refused(400, () => send('POST', 'calendar/public-holidays', { year: 2031 }))).validators).toEqual([
      {
        field: 'year',
        message: 'No list of public holidays for 2031 yet (known: 2025, 2026, 2027); add them one by one.',
      },
    ]);
    await refused(400, () => send('POST', 'calendar/public-holidays', { year: '2027' }));
    const reader = await signedIn(t, { permissions: [p('calendar', 'read')] });
    await refused(403, () => send('POST', 'calendar/public-holidays', { year: 2026 }, reader.token));
  });

  it('exports holidays and events as RFC 5545 text', async () => {
    const start = addDays(monday, 28);
    const long = `Quarterly planning; budgets, hiring \\ ${'and much more talk about the year ahead '.repeat(3)}`;
    const ev = (
      await ok(
        await send('POST', 'calendar-event', {
          title: 'Planning, Q1; all hands',
          kind: 'meeting',
          event_date: start,
          end_date: addDays(start, 1),
          description: `${long}\nSecond line ក្រុមហ៊ុន`,
        }),
        201,
      )
    ).data;
    const h = (
      await ok(await send('POST', 'calendar-event', { title: 'Ics Holiday', event_date: addDays(start, 3) }), 201)
    ).data;
    const res = await send('GET', `calendar/ics?from=${start}&to=${addDays(start, 6)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/calendar/);
    expect(String(res.headers['content-disposition'])).toContain('.ics');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line ends in CRLF and no physical line is longer than 75 octets.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    const compact = (d: string) => d.replace(/-/g, '');
    expect(unfolded).toContain(`UID:calendar-event-${ev.id}@hrms\r\n`);
    expect(unfolded).toContain(`UID:calendar-event-${h.id}@hrms\r\n`);
    expect(unfolded).toContain(
      `DTSTART;VALUE=DATE:${compact(start)}\r\nDTEND;VALUE=DATE:${compact(addDays(start, 2))}`,
    );
    expect(unfolded).toContain(
      `DTSTART;VALUE=DATE:${compact(addDays(start, 3))}\r\nDTEND;VALUE=DATE:${compact(addDays(start, 4))}`,
    );
    expect(unfolded).toContain('SUMMARY:Planning\\, Q1\\; all hands\r\n');
    expect(unfolded).toContain('budgets\\, hiring \\\\ and much');
    expect(unfolded).toContain('\\nSecond line ក្រុមហ៊ុន\r\n');
    expect(unfolded).toContain('CATEGORIES:HOLIDAY');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // Folding never splits a multi-byte character: each physical line is valid UTF-8 on its own.
    expect(text).not.toContain('\uFFFD');
  });
});
