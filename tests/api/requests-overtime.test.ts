// Overtime: start and end times or hours, at most 12 hours a day per employee (pending and approved together), no
// overlapping times, a date window, a double submit is one request; the final approval records the payable minutes.
import { addDays } from '../../contract/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE } from './helpers.ts';
import {
  addMember,
  createOrg,
  file,
  overtimeBody,
  requestTables,
  signedIn,
  today,
  workdayAgo,
  type Org,
  type SignedIn,
  versionOf,
} from './requests-fixtures.ts';

type Res = { statusCode: number; body: string; json: () => any };
const d = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

describe.each(DIALECTS)('overtime on %s', (dialect) => {
  let t: TestApp;
  let org: Org;
  let hr: SignedIn;

  const send = (method: 'GET' | 'POST', path: string, body?: unknown, token = t.adminToken) =>
    t.call(method, `${BASE}/${path}`, { token, body });
  async function refused(status: number, request: () => Promise<Res>) {
    const before = await requestTables(t);
    const res = await request();
    expect(res.statusCode, res.body).toBe(status);
    expect(await requestTables(t), 'a refused call changed the database').toEqual(before);
    return res.json() as { message: string; validators?: Array<{ field: string; message: string }> };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    org = await createOrg(t);
    hr = await signedIn(t, { role: 'HR Manager' });
  });
  afterAll(() => t?.close());

  it('takes start and end times, or hours', async () => {
    const employee = await addMember(t, org);
    const timed = await file(
      t,
      'overtime-request',
      overtimeBody(employee, workdayAgo(1), { start_time: '18:00', end_time: '20:30' }),
    );
    expect(timed).toMatchObject({
      kind: 'overtime',
      date: workdayAgo(1),
      start_date: workdayAgo(1),
      start_time: '18:00',
      end_time: '20:30',
      minutes: 150,
      hours: 2.5,
      approved_minutes: null,
    });
    const hours = await file(t, 'overtime-request', overtimeBody(employee, workdayAgo(2), { hours: 1.25 }));
    expect(hours).toMatchObject({ start_time: null, end_time: null, minutes: 75, hours: 1.25 });
  });

  it('refuses bad times and hours with field messages, writing nothing', async () => {
    const employee = await addMember(t, org);
    const date = workdayAgo(1);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ start_time: '20:00', end_time: '18:00' }, 'end_time', 'end_time must be after start_time.'],
      [{ start_time: '18:00', end_time: '18:00' }, 'end_time', 'end_time must be after start_time.'],
      [{ start_time: '06:00', end_time: '19:00' }, 'end_time', 'Overtime is at most 12 hours in a day.'],
      [{ hours: 25 }, 'hours', 'Overtime is at most 12 hours in a day.'],
      [{ hours: -2 }, 'hours', 'hours must be more than 0.'],
      [{ hours: 0 }, 'hours', 'hours must be more than 0.'],
      [{ hours: 1.1 }, 'hours', 'hours must be in quarters of an hour (0.25).'],
      [{ hours: 'NaN' }, 'hours', 'hours must be a number.'],
      [
        { hours: 2, start_time: '18:00', end_time: '20:00' },
        'hours',
        'Give start_time and end_time, or hours, not both.',
      ],
      [{}, 'hours', 'hours is required (or start_time and end_time).'],
      [{ start_time: '18:00' }, 'end_time', 'end_time is required.'],
      [{ start_time: '25:00', end_time: '20:00' }, 'start_time', 'start_time must be a time (HH:MM).'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await refused(400, () => send('POST', 'overtime-request', overtimeBody(employee, date, extra)));
      expect(res.validators, JSON.stringify(extra)).toEqual([{ field, message }]);
    }
    const past = await refused(400, () =>
      send('POST', 'overtime-request', overtimeBody(employee, addDays(today(), -61))),
    );
    expect(past.validators).toEqual([{ field: 'date', message: 'date is too far in the past (at most 60 days ago).' }]);
    const future = await refused(400, () =>
      send('POST', 'overtime-request', overtimeBody(employee, addDays(today(), 31))),
    );
    expect(future.validators).toEqual([
      { field: 'date', message: 'date is too far in the future (at most 30 days ahead).' },
    ]);
    await file(t, 'overtime-request', overtimeBody(employee, addDays(today(), 30)));
    const bogus = await refused(400, () => send('POST', 'overtime-request', overtimeBody(employee, '2026-02-30')));
    expect(bogus.validators).toEqual([{ field: 'date', message: 'Date must be a real date.' }]);
    await refused(400, () =>
      send('POST', 'overtime-request', { ...overtimeBody(employee, date), approved_minutes: 600 }),
    );
  });

  it('holds a day to 12 hours across requests; refused or cancelled ones do not count; times may not overlap', async () => {
    const employee = await addMember(t, org);
    const date = workdayAgo(3);
    const first = await file(t, 'overtime-request', overtimeBody(employee, date, { hours: 8 }));
    const over = await refused(400, () =>
      send('POST', 'overtime-request', overtimeBody(employee, date, { hours: 4.25 })),
    );
    expect(over.validators).toEqual([
      { field: 'hours', message: `Overtime is at most 12 hours in a day; 8 hours already requested on ${d(date)}.` },
    ]);
    const timed = await file(
      t,
      'overtime-request',
      overtimeBody(employee, date, { start_time: '18:00', end_time: '20:00' }),
    );
    const overlap = await refused(400, () =>
      send('POST', 'overtime-request', overtimeBody(employee, date, { start_time: '19:30', end_time: '20:30' })),
    );
    expect(overlap.validators).toEqual([
      { field: 'start_time', message: 'This overtime overlaps another overtime request on that day (18:00–20:00).' },
    ]);
    const tooLong = await refused(400, () =>
      send('POST', 'overtime-request', overtimeBody(employee, date, { start_time: '20:00', end_time: '22:30' })),
    );
    expect(tooLong.validators).toEqual([
      {
        field: 'end_time',
        message: `Overtime is at most 12 hours in a day; 10 hours already requested on ${d(date)}.`,
      },
    ]);
    expect(
      (
        await send(
          'POST',
          `overtime-request/${timed.id}/reject`,
          { version: await versionOf(t, timed.id), comment: 'Not needed' },
          org.users.lead.token,
        )
      ).statusCode,
    ).toBe(200);
    await send('POST', `overtime-request/${first.id}/cancel`);
    await file(t, 'overtime-request', overtimeBody(employee, date, { hours: 12 }));
  });

  it('a double submit is one request', async () => {
    const employee = await addMember(t, org);
    const body = overtimeBody(employee, workdayAgo(4), { hours: 2 });
    const both = await Promise.all([send('POST', 'overtime-request', body), send('POST', 'overtime-request', body)]);
    expect(both.map((x) => x.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((x) => x.statusCode === 409)!.json().message).toBe(
      `An identical overtime request for ${d(workdayAgo(4))} already exists.`,
    );
  });

  it('keeps the approved minutes for payroll once HR acknowledges', async () => {
    const employee = await addMember(t, org);
    const r = await file(
      t,
      'overtime-request',
      overtimeBody(employee, workdayAgo(1), { start_time: '17:30', end_time: '21:15' }),
    );
    await send('POST', `overtime-request/${r.id}/approve`, { version: await versionOf(t, r.id) }, org.users.lead.token);
    expect((await send('GET', `overtime-request/${r.id}`)).json().data.approved_minutes).toBeNull();
    const done = (
      await send('POST', `overtime-request/${r.id}/approve`, { version: await versionOf(t, r.id) }, hr.token)
    ).json().data;
    expect(done).toMatchObject({ status: 'approve', approved_minutes: 225, hours: 3.75 });
    const stored = await t.db.kysely
      .selectFrom('overtime_request')
      .select('approved_minutes')
      .where('request_id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(stored.approved_minutes).toBe(225);
    const payable = (await send('GET', `overtime-request?status=approve&employee_id=${employee}`)).json().data;
    expect(payable.map((x: { id: number; approved_minutes: number }) => [x.id, x.approved_minutes])).toEqual([
      [r.id, 225],
    ]);
    const csv = (await send('GET', `overtime-request/export?format=csv&employee_id=${employee}`)).body.split('\r\n');
    expect(csv[0]).toContain('Date,Start,End,Hours,Approved Hours');
    expect(csv[1]).toContain(',17:30,21:15,3.75,3.75,');
  });
});
