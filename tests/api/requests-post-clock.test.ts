// Post clock requests: forget_clock_in / forget_clock_out for a date and time, never in the future nor too far back,
// fitting the day's record; the final approval writes the time into that day's attendance record (made if missing) in
// the same transaction, logged as such.
import { addDays } from '../../contract/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { dayRecord, presentRow } from './attendance-fixtures.ts';
import { BASE } from './helpers.ts';
import {
  addMember,
  createOrg,
  file,
  postClockBody,
  requestLog,
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
/** The stored UTC time of a Phnom Penh (UTC+7) date and time. */
const utc = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00Z`) - 7 * 3_600_000).toISOString();

describe.each(DIALECTS)('post clock requests on %s', (dialect) => {
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
  const approveBoth = async (id: number) => {
    expect(
      (
        await send(
          'POST',
          `post-clock-request/${id}/approve`,
          { version: await versionOf(t, id) },
          org.users.lead.token,
        )
      ).statusCode,
    ).toBe(200);
    const res = await send('POST', `post-clock-request/${id}/approve`, { version: await versionOf(t, id) }, hr.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const acknowledge = async (id: number) => {
    const res = await send('POST', `post-clock-request/${id}/approve`, { version: await versionOf(t, id) }, hr.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const attendance = (employee: number, date: string) => dayRecord(t, employee, date);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    org = await createOrg(t);
    hr = await signedIn(t, { role: 'HR Manager' });
  });
  afterAll(() => t?.close());

  it('files a forgotten clock-in with its label; approval creates the day’s record with the clock-in, logged', async () => {
    const employee = await addMember(t, org);
    const date = workdayAgo(2);
    const r = await file(t, 'post-clock-request', postClockBody(employee, date, 'forget_clock_in', '08:05'));
    expect(r).toMatchObject({
      kind: 'post_clock',
      type: 'forget_clock_in',
      type_label: 'Forget Clock In',
      date,
      time: '08:05',
      status: 'pending',
    });
    await send(
      'POST',
      `post-clock-request/${r.id}/approve`,
      { version: await versionOf(t, r.id) },
      org.users.lead.token,
    );
    expect(await attendance(employee, date)).toBeUndefined();

    const done = await acknowledge(r.id);
    expect(done.status).toBe('approve');
    const record = await attendance(employee, date);
    // A past day with a clock-in alone is missing its clock-out (attendance's derivation).
    expect(record).toMatchObject({
      clock_in: utc(date, '08:05'),
      clock_out: null,
      status: 'missing_punch',
      worked_minutes: null,
      clock_in_source: 'post_clock',
    });
    const link = await t.db.kysely
      .selectFrom('post_clock_request')
      .select('attendance_id')
      .where('request_id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(link.attendance_id).toBe(record!.id);
    const log = await requestLog(t, 'attendance', record!.id);
    expect(log.map((l) => [l.action, l.actor_id])).toEqual([['create', hr.id]]);
    expect((await requestLog(t, 'postClockRequest', r.id)).map((l) => l.action)).toEqual([
      'create',
      'approve',
      'acknowledge',
    ]);

    // A forgotten clock-out of the same day completes that record.
    const out = await file(t, 'post-clock-request', postClockBody(employee, date, 'forget_clock_out', '17:35'));
    expect(out.type_label).toBe('Forget Clock Out');
    await approveBoth(out.id);
    // Worked minutes leave out the hour's break (12:00–13:00 of the 08:00–17:00 default schedule).
    expect(await attendance(employee, date)).toMatchObject({
      id: record!.id,
      clock_in: utc(date, '08:05'),
      clock_out: utc(date, '17:35'),
      worked_minutes: 510,
      status: 'present',
    });
    expect((await requestLog(t, 'attendance', record!.id)).map((l) => l.action)).toEqual(['create', 'post-clock']);
  });

  it('updates an existing record, and a rejected request writes nothing', async () => {
    const employee = await addMember(t, org);
    const date = workdayAgo(3);
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('attendance')
      .values({
        employee_id: employee,
        date,
        clock_in: utc(date, '08:30'),
        clock_out: null,
        office_id: null,
        worked_minutes: null,
        late: 1,
        early_leave: 0,
        status: 'present',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const rejected = await file(t, 'post-clock-request', postClockBody(employee, date, 'forget_clock_out', '18:00'));
    await send(
      'POST',
      `post-clock-request/${rejected.id}/reject`,
      { version: await versionOf(t, rejected.id), comment: 'Badge shows you left at 16:00' },
      org.users.lead.token,
    );
    expect((await attendance(employee, date))!.clock_out).toBeNull();
    const r = await file(t, 'post-clock-request', postClockBody(employee, date, 'forget_clock_out', '16:00'));
    await approveBoth(r.id);
    expect(await attendance(employee, date)).toMatchObject({
      clock_in: utc(date, '08:30'),
      clock_out: utc(date, '16:00'),
      worked_minutes: 390,
      late: 1,
      late_minutes: 30,
      early_minutes: 60,
      status: 'late',
      // The time the record held before punches were kept became a punch of its own.
      clock_in_source: 'legacy',
      clock_out_source: 'post_clock',
    });
  });

  it('refuses the future, the distant past, a time that does not fit the record, and a duplicate', async () => {
    const employee = await addMember(t, org);
    const tomorrow = addDays(today(), 1);
    expect(
      (await refused(400, () => send('POST', 'post-clock-request', postClockBody(employee, tomorrow)))).validators,
    ).toEqual([{ field: 'date', message: 'date cannot be in the future.' }]);
    const later = new Date(Date.now() + 2 * 3_600_000 + 7 * 3_600_000).toISOString();
    if (later.slice(0, 10) === today()) {
      const res = await refused(400, () =>
        send('POST', 'post-clock-request', postClockBody(employee, today(), 'forget_clock_in', later.slice(11, 16))),
      );
      expect(res.validators).toEqual([{ field: 'time', message: 'time cannot be in the future.' }]);
    }
    expect(
      (await refused(400, () => send('POST', 'post-clock-request', postClockBody(employee, addDays(today(), -61)))))
        .validators,
    ).toEqual([{ field: 'date', message: 'date is too far in the past (at most 60 days ago).' }]);
    for (const [extra, field, message] of [
      [{ type: 'forget_lunch' }, 'type', 'type must be forget_clock_in or forget_clock_out.'],
      [{ time: '24:00' }, 'time', 'time must be a time (HH:MM).'],
      [{ time: '8:05' }, 'time', 'time must be a time (HH:MM).'],
      [{ date: '2026-02-29' }, 'date', 'Date must be a real date.'],
      [{ reason: '' }, 'reason', 'Reason is required.'],
    ] as const) {
      const res = await refused(400, () =>
        send('POST', 'post-clock-request', { ...postClockBody(employee, workdayAgo(2)), ...extra }),
      );
      expect(res.validators, JSON.stringify(extra)).toEqual([{ field, message }]);
    }

    const date = workdayAgo(4);
    await t.db.kysely
      .insertInto('attendance')
      .values(presentRow(employee, date, utc(date, '09:00')))
      .execute();
    expect(
      (
        await refused(400, () =>
          send('POST', 'post-clock-request', postClockBody(employee, date, 'forget_clock_out', '08:30')),
        )
      ).validators,
    ).toEqual([{ field: 'time', message: 'time must be after the clock-in at 09:00.' }]);
    await file(t, 'post-clock-request', postClockBody(employee, date, 'forget_clock_out', '18:00'));
    const dup = await refused(409, () =>
      send('POST', 'post-clock-request', postClockBody(employee, date, 'forget_clock_out', '18:10')),
    );
    expect(dup.message).toBe(`A Forget Clock Out request for ${d(date)} is already pending.`);
  });

  it('refuses the final approval (409, nothing written) when the record changed and the time no longer fits', async () => {
    const employee = await addMember(t, org);
    const date = workdayAgo(5);
    const out = await file(t, 'post-clock-request', postClockBody(employee, date, 'forget_clock_out', '17:00'));
    const late = await file(t, 'post-clock-request', postClockBody(employee, date, 'forget_clock_in', '18:00'));
    await approveBoth(late.id);
    await send(
      'POST',
      `post-clock-request/${out.id}/approve`,
      { version: await versionOf(t, out.id) },
      org.users.lead.token,
    );
    const res = await refused(409, async () =>
      send('POST', `post-clock-request/${out.id}/approve`, { version: await versionOf(t, out.id) }, hr.token),
    );
    expect(res.message).toBe('The attendance record has changed: time must be after the clock-in at 18:00.');
    expect((await send('GET', `post-clock-request/${out.id}`)).json().data).toMatchObject({
      status: 'pending',
      status_label: 'Pending acknowledge',
      version: 2,
    });
  });

  it('filters by type', async () => {
    const employee = await addMember(t, org);
    const a = await file(t, 'post-clock-request', postClockBody(employee, workdayAgo(6), 'forget_clock_in'));
    const b = await file(t, 'post-clock-request', postClockBody(employee, workdayAgo(6), 'forget_clock_out', '17:00'));
    const ids = async (q: string) =>
      (await send('GET', `post-clock-request?employee_id=${employee}${q}`))
        .json()
        .data.map((x: { id: number }) => x.id);
    expect(await ids('&type=forget_clock_in')).toEqual([a.id]);
    expect(await ids('&type=forget_clock_out')).toEqual([b.id]);
    expect(await ids('')).toEqual([b.id, a.id]);
    expect((await send('GET', 'post-clock-request?type=other')).statusCode).toBe(400);
  });
});
