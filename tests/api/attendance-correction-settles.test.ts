// A correction of a day that has a pending post clock request can settle that request in its own transaction:
// the request is closed as approved by the corrector on every step still open, with a comment saying so, linked
// to the corrected record, its own time never written; the requester is told, both changes are logged, and a
// later approval can no longer write over the corrected day. The corrector must be able to act on each open
// step; otherwise the server refuses and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES } from '../../contract/attendance-codes.ts';
import { REQUEST_MESSAGES } from '../../contract/api/requests.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { dayRecord, punchDay } from './attendance-fixtures.ts';
import { BASE, p } from './helpers.ts';
import {
  APPROVER_PERMS,
  HR_PERMS,
  createOrg,
  decideNow,
  file,
  notificationsOf,
  postClockBody,
  requestLog,
  requestTables,
  signedIn,
  versionOf,
  workdayAgo,
  type Org,
  type SignedIn,
} from './requests-fixtures.ts';

/** The stored UTC time of a Phnom Penh (UTC+7) date and time. */
const utc = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00Z`) - 7 * 3_600_000).toISOString();
const ATTENDANCE = [p('attendance', 'read'), p('attendance', 'update')];

describe.each(DIALECTS)('a correction settling a post clock request on %s', (dialect) => {
  let t: TestApp;
  let hr: SignedIn;

  const correct = (recordId: number, body: unknown, token = hr.token) =>
    t.call('PATCH', `${BASE}/attendance/${recordId}`, { token, body });
  const requestOf = async (id: number, token = t.adminToken) =>
    (await t.call('GET', `${BASE}/post-clock-request/${id}`, { token })).json().data;
  const punches = (employeeId: number) =>
    t.db.kysely.selectFrom('punch').selectAll().where('employee_id', '=', employeeId).orderBy('id').execute();

  /** A member's past day clocked in at 08:00 and never out, and their pending forgotten clock-out for 17:30. */
  async function missingClockOut(org: Org) {
    const date = workdayAgo(2);
    const record = await punchDay(t, org.member, date, ['08:00']);
    const request = await file(
      t,
      'post-clock-request',
      postClockBody(org.member, date, 'forget_clock_out', '17:30'),
      org.users.member.token,
    );
    return { date, record, request };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    hr = await signedIn(t, { permissions: [...HR_PERMS, ...ATTENDANCE] });
  });
  afterAll(() => t?.close());

  it('closes a request waiting for HR as approved with the corrected time, told and logged; a later approval is refused', async () => {
    const org = await createOrg(t);
    const { date, record, request } = await missingClockOut(org);
    expect((await decideNow(t, 'post-clock-request', request.id, org.users.lead.token)).statusCode).toBe(200);
    const version = await versionOf(t, request.id);

    const res = await correct(record.id, {
      clock_out: '17:00',
      reason: 'Badge reader was down',
      settle_requests: [{ id: request.id, version }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ clock_out: utc(date, '17:00'), clock_out_source: 'correction' });

    const settled = await requestOf(request.id);
    expect(settled.status).toBe('approve');
    expect(settled.version).toBe(version + 1);
    expect(settled.steps.map((s: any) => [s.stepName, s.status, s.actor?.username, s.comment])).toEqual([
      ['LEAD_MANAGER_APPROVAL', 'APPROVED', org.users.lead.username, null],
      ['HR_ACKNOWLEDGEMENT', 'APPROVED', hr.username, REQUEST_MESSAGES.settledComment('Badge reader was down')],
    ]);
    const link = await t.db.kysely
      .selectFrom('post_clock_request')
      .select('attendance_id')
      .where('request_id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(link.attendance_id).toBe(record.id);
    // The request's own 17:30 was never written: the day holds the corrected time only.
    expect((await punches(org.member)).filter((x) => !x.voided_at).map((x) => [x.at, x.source])).toEqual([
      [utc(date, '08:00'), 'import'],
      [utc(date, '17:00'), 'correction'],
    ]);

    const requestEntries = await requestLog(t, 'postClockRequest', request.id);
    expect(requestEntries.map((l) => [l.action, l.actor_id])).toEqual([
      ['create', org.users.member.id],
      ['approve', org.users.lead.id],
      ['settle', hr.id],
    ]);
    const [correction] = await requestLog(t, 'attendance', record.id);
    expect(correction.action).toBe('correct');
    expect(JSON.parse(String(correction.after))).toMatchObject({ settled_request_ids: [request.id] });
    expect((await notificationsOf(t, request.id)).filter((n) => n.outcome).map((n) => [n.user_id, n.outcome])).toEqual([
      [org.users.member.id, 'settled'],
    ]);

    // Whoever still had it open on screen cannot write its time over the corrected day.
    const late = await t.call('POST', `${BASE}/post-clock-request/${request.id}/approve`, {
      token: t.adminToken,
      body: { version },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(REQUEST_MESSAGES.notPending);
    expect(await dayRecord(t, org.member, date)).toMatchObject({ clock_out: utc(date, '17:00') });
  });

  it('refuses when the corrector cannot act on every open step, and writes nothing; approve-any settles both', async () => {
    const org = await createOrg(t);
    const { date, record, request } = await missingClockOut(org);
    const body = {
      clock_out: '17:00',
      reason: 'Badge reader was down',
      settle_requests: [{ id: request.id, version: request.version }],
    };
    const tables = async () => ({ ...(await requestTables(t)), punch: await punches(org.member) });
    const clerk = await signedIn(t, { permissions: [...ATTENDANCE, p('postClockRequest', 'read')] });
    const leadRole = await t.createRole([...APPROVER_PERMS, ...ATTENDANCE]);
    await t.db.kysely.updateTable('sys_user').set({ role_id: leadRole }).where('id', '=', org.users.lead.id).execute();

    // HR may acknowledge but the lead manager's step is the requester's lead's or manager's.
    const before = await tables();
    let res = await correct(record.id, body);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(REQUEST_MESSAGES.cannotSettle('lead manager approval'));
    expect(await tables()).toEqual(before);

    // Correcting attendance is not enough: settling takes the post clock request's update permission.
    res = await correct(record.id, body, clerk.token);
    expect(res.statusCode, res.body).toBe(403);
    expect(await tables()).toEqual(before);

    // The lead may act on the first step but not on HR's.
    res = await correct(record.id, body, org.users.lead.token);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(REQUEST_MESSAGES.cannotSettle('hr acknowledgement'));
    expect(await tables()).toEqual(before);

    // The same correction without settling is the corrector's to make; the request stays pending.
    res = await correct(record.id, { clock_out: '17:00', reason: 'Badge reader was down' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await requestOf(request.id)).status).toBe('pending');

    // The administrator holds approve-any: both steps close as theirs.
    res = await correct(
      record.id,
      { clock_out: '17:05', reason: 'Left at 17:05', settle_requests: body.settle_requests },
      t.adminToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    const settled = await requestOf(request.id);
    expect(settled.status).toBe('approve');
    expect(settled.steps.map((s: any) => [s.status, s.actor?.username])).toEqual([
      ['APPROVED', 'admin'],
      ['APPROVED', 'admin'],
    ]);
    expect(await dayRecord(t, org.member, date)).toMatchObject({ clock_out: utc(date, '17:05') });
  });

  it('settles only a pending request of that employee and day, at the version seen', async () => {
    const org = await createOrg(t);
    const { record, request } = await missingClockOut(org);
    const other = await createOrg(t);
    const elsewhere = await missingClockOut(other);
    const before = await requestTables(t);
    const attempt = (settle: Array<{ id: number; version: number }>) =>
      correct(record.id, { clock_out: '17:00', reason: 'Fixed', settle_requests: settle }, t.adminToken);

    let res = await attempt([{ id: elsewhere.request.id, version: elsewhere.request.version }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().validators).toEqual([{ field: 'settle_requests', message: ATTENDANCE_MESSAGES.settleOtherDay }]);
    res = await attempt([{ id: 999_999, version: 1 }]);
    expect(res.statusCode, res.body).toBe(400);
    res = await attempt([{ id: request.id, version: request.version + 1 }]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(REQUEST_MESSAGES.alreadyActed);
    expect(await requestTables(t)).toEqual(before);

    const rejected = await decideNow(t, 'post-clock-request', request.id, org.users.lead.token, 'reject', {
      comment: 'Not so',
    });
    expect(rejected.statusCode).toBe(200);
    res = await attempt([{ id: request.id, version: await versionOf(t, request.id) }]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(REQUEST_MESSAGES.notPending);
  });

  it('refuses to approve a request over a time HR corrected after it was filed; a request filed after applies', async () => {
    const org = await createOrg(t);
    const { date, record, request } = await missingClockOut(org);
    expect((await decideNow(t, 'post-clock-request', request.id, org.users.lead.token)).statusCode).toBe(200);
    const res = await correct(record.id, { clock_out: '17:00', reason: 'Checked the door log' });
    expect(res.statusCode, res.body).toBe(200);

    const before = await requestTables(t);
    const late = await decideNow(t, 'post-clock-request', request.id, hr.token);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toBe(ATTENDANCE_MESSAGES.correctedSinceFiled('clock-out'));
    expect(await requestTables(t)).toEqual(before);
    expect(await dayRecord(t, org.member, date)).toMatchObject({ clock_out: utc(date, '17:00') });

    // Rejected, and asked again after the correction: this one is the newer word and is written.
    await decideNow(t, 'post-clock-request', request.id, hr.token, 'reject', { comment: 'Corrected by HR' });
    const again = await file(
      t,
      'post-clock-request',
      postClockBody(org.member, date, 'forget_clock_out', '17:20'),
      org.users.member.token,
    );
    expect((await decideNow(t, 'post-clock-request', again.id, org.users.lead.token)).statusCode).toBe(200);
    expect((await decideNow(t, 'post-clock-request', again.id, hr.token)).statusCode).toBe(200);
    expect(await dayRecord(t, org.member, date)).toMatchObject({ clock_out: utc(date, '17:20') });
  });
});
