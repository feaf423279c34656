// Closing a month guides instead of refusing, on SQLite and PostgreSQL: GET /attendance/close/blockers lists
// what still blocks a clean month (pending leave, overtime and post clock requests overlapping it, days clocked
// in and never out), each with what the console needs to open it; only that month's, only undecided ones; it
// reads without writing; it needs attendance update. A month that has not ended is refused in words ("November
// 2026"), and a month with blockers still closes on the first try.
import { periodOf, periodRange } from '../../server/lib/pay-period.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBlockersResponse } from '../../contract/api/attendance-close.ts';
import { closeBlockers } from '../../server/modules/attendance/close-blockers.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { punchDay, weekdaysBetween } from './attendance-fixtures.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';
import {
  createLeaveType,
  file,
  leaveBody,
  overtimeBody,
  postClockBody,
  requestTables,
  today,
  workdayAgo,
} from './requests-fixtures.ts';

/** "November 2026", written out here rather than through the code under test. */
const spoken = (month: string) =>
  new Date(`${month}-15T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

describe.each(DIALECTS)('closing a month on %s', (dialect) => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST', path: string, body?: unknown, token = t.adminToken) =>
    t.call(method, `${BASE}/${path}`, { token, body });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('lists the pending requests and open days of the month, each openable, and closes on the first try', async () => {
    const month = periodOf(workdayAgo(45), 1);
    const { from, to } = periodRange(month, 1);
    const [d1, d2, d3, d4] = weekdaysBetween(from, to);
    const leaveType = await createLeaveType(t);
    const [onLeave, overtime, postClock, open, decided, outside] = await Promise.all(
      ['Leave', 'Overtime', 'Postclock', 'Open', 'Decided', 'Outside'].map((firstName) =>
        insertEmployee(t, { firstName }),
      ),
    );
    const leave = await file(t, 'leave-request', leaveBody(onLeave, leaveType, d2, d3));
    const ot = await file(t, 'overtime-request', overtimeBody(overtime, d1));
    const pc = await file(t, 'post-clock-request', postClockBody(postClock, d4));
    const day = await punchDay(t, open, d3, ['08:02']);
    // Neither a decided request nor one outside the month blocks it.
    const rejected = await file(t, 'overtime-request', overtimeBody(decided, d2));
    const reject = await call('POST', `overtime-request/${rejected.id}/reject`, {
      comment: 'Not needed',
      version: rejected.version,
    });
    expect(reject.statusCode, reject.body).toBe(200);
    await file(t, 'overtime-request', overtimeBody(outside, workdayAgo(3)));

    const before = await requestTables(t);
    const res = await call('GET', `attendance/close/blockers?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = closeBlockersResponse.parse(res.json());
    expect(data).toMatchObject({ month, from, to, closed: false, ended: true, total: 4 });
    const ofEmployee = (id: number) => expect.objectContaining({ id, staff_id: expect.any(String) });
    expect(data.blockers).toEqual(
      [
        { kind: 'overtime', id: ot.id, employee: ofEmployee(overtime), from: d1, to: d1, clock_in_local: null },
        { kind: 'leave', id: leave.id, employee: ofEmployee(onLeave), from: d2, to: d3, clock_in_local: null },
        { kind: 'open_day', id: day.id, employee: ofEmployee(open), from: d3, to: d3, clock_in_local: '08:02' },
        { kind: 'post_clock', id: pc.id, employee: ofEmployee(postClock), from: d4, to: d4, clock_in_local: null },
      ].sort((a, b) => a.from.localeCompare(b.from)),
    );
    expect(data.blockers.find((b) => b.kind === 'leave')!.employee.name).toMatch(/^Leave /);
    expect(await requestTables(t), 'reading the blockers wrote something').toEqual(before);

    // A long list says how many there are beyond what it lists.
    const capped = await closeBlockers(t.db, month, 2);
    expect(capped.total).toBe(4);
    expect(capped.blockers.map((b) => b.from)).toEqual([d1, d2]);

    // The blockers are shown, not enforced: the month closes at once, and says so afterwards.
    const closed = await call('POST', 'attendance/close', { month });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = closeBlockersResponse.parse((await call('GET', `attendance/close/blockers?month=${month}`)).json());
    expect(after.data.closed).toBe(true);
  });

  it('refuses a month that has not ended in words, a bad month with a field error, and readers without update', async () => {
    const running = periodOf(today(), 1);
    const res = await call('POST', 'attendance/close', { month: running });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(`Attendance for ${spoken(running)} cannot be closed before the period has ended.`);
    const open = await call('GET', `attendance/close/blockers?month=${running}`);
    expect(closeBlockersResponse.parse(open.json()).data).toMatchObject({ ended: false, closed: false });

    const bad = await call('GET', 'attendance/close/blockers?month=2026-13');
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().validators).toEqual([{ field: 'month', message: 'Month must be a month (YYYY-MM).' }]);

    const reader = await t.createUser([p('attendance', 'read'), p('leaveRequest', 'read')]);
    const refused = await call('GET', `attendance/close/blockers?month=${running}`, undefined, reader.token);
    expect(refused.statusCode, refused.body).toBe(403);
  });
});
