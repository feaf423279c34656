// The demo's requests and approvals, seeded once per database at a fixed moment and read back through the API: every
// kind in every status and step, balances that agree with the requests, attendance written by the approved post clock
// requests, notifications for the people who act, and a second run that adds nothing.
import { addDays } from '../../contract/dates.ts';
import { localToUtc } from '../../server/lib/time.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_STATUSES } from '../../contract/attendance-codes.ts';
import { seedDirectory } from '../../server/demo/seed-directory.ts';
import { DEMO_PASSWORD, seedFoundation } from '../../server/demo/seed-foundation.ts';
import { seedRequests, type RequestsSummary } from '../../server/demo/seed-requests.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, fingerprint } from './helpers.ts';
import { requestTables } from './requests-fixtures.ts';

/** A Monday, 10:30 in Phnom Penh. */
const NOW = new Date('2026-06-15T03:30:00Z');
const TODAY = '2026-06-15';
const KINDS = ['leave-request', 'overtime-request', 'post-clock-request'] as const;

interface Item {
  id: number;
  status: string;
  status_label: string;
  employee: { id: number; full_name: string; department: { name: string } | null };
  start_date: string;
  end_date: string;
  created_at: string;
  steps: Array<{ stepName: string; status: string; actor: { username: string } | null; at: string | null }>;
  [key: string]: any;
}

describe.each(DIALECTS)('demo requests on %s', (dialect) => {
  let t: TestApp;
  let summary: RequestsSummary;
  const tokens: Record<string, string> = {};
  const items: Record<string, Item[]> = {};

  const get = async (path: string, token = t.adminToken) => {
    const res = await t.call('GET', `${BASE}/${path}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedFoundation(t.db, 'admin');
    await seedDirectory(t.db, { today: TODAY });
    summary = await seedRequests(t.db, { now: NOW });
    for (const username of ['hr_manager', 'sokha_hr', 'lead_manager', 'dara_lead'])
      tokens[username] = await t.login(username, DEMO_PASSWORD);
    for (const kind of KINDS) {
      const list = await get(`${kind}?limit=100`);
      expect(list.metadata.total).toBeLessThan(100);
      items[kind] = list.data;
    }
  });
  afterAll(() => t?.close());

  it('sets up the five leave types and the public holidays of this year and the next', async () => {
    expect(summary).toMatchObject({ skipped: false, leaveTypes: 5 });
    const types = (await get('leave-type?limit=100')).data as Array<{
      name: string;
      paid: boolean;
      days_per_year: number;
      carry_over_limit: number;
      needs_attachment: boolean;
    }>;
    expect(types.map((x) => [x.name, x.paid, x.days_per_year, x.carry_over_limit, x.needs_attachment]).sort()).toEqual([
      ['Annual Leave', true, 18, 5, false],
      ['Maternity Leave', true, 90, 0, false],
      ['Sick Leave', true, 7, 0, true],
      ['Special Leave', true, 0, 0, false],
      ['Unpaid Leave', false, 30, 0, false],
    ]);
    const holidays = (await get('calendar-event?kind=holiday&from=2026-01-01&to=2027-12-31&limit=100')).data as Array<{
      title: string;
      event_date: string;
    }>;
    expect(holidays.length).toBeGreaterThanOrEqual(40);
    expect(holidays).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event_date: '2026-04-14', title: 'Khmer New Year (day 1)' }),
        expect.objectContaining({ event_date: '2027-11-09', title: 'Independence Day' }),
      ]),
    );
  });

  it('has every kind in every status, both pending states, and rejections at each step', async () => {
    for (const kind of KINDS) {
      const list = items[kind];
      expect(new Set(list.map((x) => x.status_label)), kind).toEqual(
        new Set(['Pending', 'Pending acknowledge', 'Approved', 'Rejected', 'Cancelled']),
      );
      const steps = (x: Item) => x.steps.map((s) => s.status).join(',');
      const byStatus = (status: string) => list.filter((x) => x.status === status);
      expect(byStatus('pending').map(steps), kind).toEqual(
        expect.arrayContaining(['PENDING,PENDING', 'APPROVED,PENDING']),
      );
      expect(new Set(byStatus('approve').map(steps)), kind).toEqual(new Set(['APPROVED,APPROVED']));
      expect(new Set(byStatus('reject').map(steps)), kind).toEqual(new Set(['REJECTED,SKIPPED', 'APPROVED,REJECTED']));
      expect(
        byStatus('cancel').every((x) => /CANCELLED$/.test(steps(x))),
        kind,
      ).toBe(true);
      // The filter the screens use finds the second pending state.
      const acknowledge = await get(`${kind}?status=pending_acknowledge&limit=100`);
      expect(acknowledge.metadata.total).toBe(list.filter((x) => x.status_label === 'Pending acknowledge').length);
      // Decided by the demo users the engine allows, at moments before now, filed over the last weeks.
      for (const x of list) {
        for (const s of x.steps.filter((s) => s.actor)) {
          expect(
            s.stepName === 'LEAD_MANAGER_APPROVAL'
              ? ['dara_lead', 'lead_manager', 'hr_manager', 'admin']
              : ['hr_manager', 'sokha_hr'],
          ).toContain(s.actor!.username);
          expect(Date.parse(s.at!)).toBeGreaterThan(Date.parse(x.created_at));
          expect(Date.parse(s.at!)).toBeLessThan(NOW.getTime());
        }
      }
      const created = list.map((x) => Date.parse(x.created_at)).sort((a, b) => a - b);
      expect(created[created.length - 1]).toBeLessThan(NOW.getTime());
      expect(NOW.getTime() - created[0]).toBeGreaterThan(21 * 86_400_000);
      expect(new Set(list.map((x) => x.employee.id)).size).toBeGreaterThan(list.length / 2);
    }
    expect(items['leave-request'].some((x) => x.start_date > addDays(TODAY, 10))).toBe(true);
    expect(items['leave-request'].some((x) => x.end_date < addDays(TODAY, -21))).toBe(true);
  });

  it('files leave of every type with half days and certificates, overtime by times and by hours, both post clock types', async () => {
    const leave = items['leave-request'];
    expect(new Set(leave.map((x) => x.leave_type.name))).toEqual(
      new Set(['Annual Leave', 'Sick Leave', 'Unpaid Leave', 'Maternity Leave', 'Special Leave']),
    );
    expect(leave.some((x) => x.start_half) && leave.some((x) => x.end_half)).toBe(true);
    expect(leave.some((x) => x.days % 1 === 0.5)).toBe(true);
    expect(leave.filter((x) => x.leave_type.name === 'Sick Leave').every((x) => x.has_attachment)).toBe(true);
    const sick = leave.find((x) => x.leave_type.name === 'Sick Leave')!;
    expect((await get(`leave-request/${sick.id}`)).data.attachment).toMatch(/^data:application\/pdf;base64,/);
    const overtime = items['overtime-request'];
    expect(
      overtime.some((x) => x.start_time && x.end_time) && overtime.some((x) => x.start_time === null && x.hours > 0),
    ).toBe(true);
    expect(overtime.filter((x) => x.status === 'approve').every((x) => x.approved_minutes === x.minutes)).toBe(true);
    expect(new Set(items['post-clock-request'].map((x) => x.type))).toEqual(
      new Set(['forget_clock_in', 'forget_clock_out']),
    );
  });

  it('keeps balances from the ledger: pending requests hold their days, approved leave after today is booked; HR adjusted some up and some down', async () => {
    const held = new Map<string, { pending: number; booked: number }>();
    for (const x of items['leave-request']) {
      const key = `${x.employee.id}|${x.leave_type.id}`;
      const sums = held.get(key) ?? { pending: 0, booked: 0 };
      if (x.status === 'pending') sums.pending += x.days;
      if (x.status === 'approve' && x.start_date > TODAY) sums.booked += x.days;
      held.set(key, sums);
    }
    expect([...held.values()].some((s) => s.pending > 0)).toBe(true);
    // Special leave is also taken from annual leave's balance: annual's figures hold both, so it is left out here.
    const annual = (await get('leave-type?q=annual')).data[0].id;
    for (const [key, sums] of held) {
      const [employee, type] = key.split('|');
      if (Number(type) === annual) continue;
      const [b] = (await get(`leave-balance?employee_id=${employee}&leave_type_id=${type}&on=${TODAY}`)).data;
      expect({ pending: b.pending, booked: b.booked }, key).toEqual(sums);
      expect(b.available).toBeCloseTo(b.balance - sums.pending - sums.booked);
    }
    const adjustments = await t.db.kysely.selectFrom('leave_adjustment').select('days').execute();
    expect(adjustments.some((a) => a.days > 0) && adjustments.some((a) => a.days < 0)).toBe(true);
  });

  it('has a month of attendance, with the clocks that approved post clock requests wrote', async () => {
    const attendance = await t.db.kysely.selectFrom('attendance').selectAll().execute();
    expect(attendance.length).toBeGreaterThan(3_000);
    // Days touched by an approval are derived again, so any status of the derivation may appear.
    const statuses = new Set(attendance.map((a) => a.status));
    for (const status of ['present', 'absent', 'on_leave', 'holiday']) expect(statuses).toContain(status);
    for (const status of statuses) expect(ATTENDANCE_STATUSES).toContain(status);
    // The month the demo writes, and, before it, the days of leave approved then (an approval derives its days).
    expect(attendance.every((a) => a.date <= TODAY)).toBe(true);
    const older = attendance.filter((a) => a.date < addDays(TODAY, -30));
    expect(older.every((a) => a.status === 'on_leave' || a.status === 'half_day_leave')).toBe(true);
    expect(attendance.filter((a) => a.late === 1).length).toBeGreaterThan(50);
    const day = (employee: number, date: string) =>
      attendance.find((a) => a.employee_id === employee && a.date === date);
    for (const x of items['post-clock-request']) {
      const record = day(x.employee.id, x.date);
      const column = x.type === 'forget_clock_in' ? 'clock_in' : 'clock_out';
      if (x.status === 'approve') expect(record?.[column], `request ${x.id}`).toBe(localToUtc(x.date, x.time));
      else expect(record?.[column] ?? null, `request ${x.id}`).toBeNull();
    }
    // The punches came in through the real paths: the evening device imports, and today's clock-ins at the
    // office by the demo users linked to an employee, after one refused from too far away.
    const punches = await t.db.kysely.selectFrom('punch').select(['source', 'date', 'direction']).execute();
    expect(punches.filter((x) => x.source === 'import').length).toBeGreaterThan(3_000);
    expect(punches.some((x) => x.source === 'clock' && x.date === TODAY && x.direction === 'in')).toBe(true);
    expect(punches.some((x) => x.source === 'post_clock')).toBe(true);
    expect(summary.refusedClockIn).toMatch(/^You are [\d,]+ m from .+, outside its geofence/);
    const imports = await t.db.kysely
      .selectFrom('activity_log')
      .select(['actor_username'])
      .where('resource', '=', 'attendance')
      .where('action', '=', 'import')
      .execute();
    expect(imports.length).toBeGreaterThanOrEqual(20);
    expect(new Set(imports.map((l) => l.actor_username))).toEqual(new Set(['hr_manager']));
    // A day of approved leave in the past is a day on leave.
    const past = items['leave-request'].find(
      (x) =>
        x.status === 'approve' &&
        !x.start_half &&
        !x.end_half &&
        x.start_date >= addDays(TODAY, -30) &&
        x.end_date < TODAY,
    )!;
    expect(day(past.employee.id, past.start_date)?.status).toBe('on_leave');
  });

  it('tells the HR managers and the leads about the requests they act on, and requesters about the outcome', async () => {
    for (const username of ['hr_manager', 'sokha_hr', 'lead_manager', 'dara_lead']) {
      const { notifications, unread_count } = (await get('notifications', tokens[username])).data as {
        notifications: Array<{ type: string; request_id: number; url: string; is_read: boolean }>;
        unread_count: number;
      };
      expect(new Set(notifications.map((n) => n.type)), username).toEqual(
        new Set(['leave_request', 'overtime_request', 'post_clock']),
      );
      expect(notifications.every((n) => n.request_id && n.url.endsWith(`?request_id=${n.request_id}`))).toBe(true);
      expect(unread_count, username).toBeGreaterThan(0);
      expect(
        notifications.some((n) => n.is_read),
        username,
      ).toBe(true);
    }
    // The queues: HR acknowledges what the leads approved; the leads approve what is new.
    for (const kind of KINDS) {
      const hr = (await get(`${kind}?actionable=true&limit=100`, tokens.hr_manager)).data as Item[];
      expect(
        hr.some((x) => x.status_label === 'Pending acknowledge'),
        kind,
      ).toBe(true);
      const lead = (await get(`${kind}?actionable=true&limit=100`, tokens.lead_manager)).data as Item[];
      expect(lead.length, kind).toBeGreaterThan(0);
      expect(
        lead.every((x) => x.status_label === 'Pending'),
        kind,
      ).toBe(true);
    }
    // dara_lead's own approved leave and refused overtime: he was told of each outcome, once.
    const dara = (await get('employee?q=sok%20dara')).data.find((e: { user: unknown }) => e.user).id;
    const toldDara = async (own: Item) =>
      (
        await t.db.kysely
          .selectFrom('notification as n')
          .innerJoin('sys_user as u', 'u.id', 'n.user_id')
          .select('n.outcome')
          .where('n.request_id', '=', own.id)
          .where('u.username', '=', 'dara_lead')
          .execute()
      ).map((n) => n.outcome);
    expect(
      await toldDara(items['leave-request'].find((x) => x.employee.id === dara && x.status === 'approve')!),
    ).toEqual(['approved']);
    expect(
      await toldDara(items['overtime-request'].find((x) => x.employee.id === dara && x.status === 'reject')!),
    ).toEqual(['rejected']);
    // Every outcome told is the one the request reached, and only the requester's own account hears it.
    const outcomes = await t.db.kysely
      .selectFrom('notification as n')
      .innerJoin('approval_request as r', 'r.id', 'n.request_id')
      .innerJoin('sys_user as u', 'u.id', 'n.user_id')
      .select(['n.outcome', 'r.status', 'r.employee_id', 'u.employee_id as user_employee_id'])
      .where('n.outcome', 'is not', null)
      .execute();
    expect(new Set(outcomes.map((n) => n.outcome))).toEqual(new Set(['approved', 'rejected']));
    for (const n of outcomes) {
      expect(n.status).toBe(
        { approved: 'approve', rejected: 'reject', cancelled: 'cancel', settled: 'approve' }[n.outcome!],
      );
      expect(n.user_employee_id).toBe(n.employee_id);
    }
    // The activity log has HR's acknowledgements and the attendance corrections.
    const log = (await get('activity-log?resource=attendance&limit=100')).data as Array<{
      action: string;
      actor_username: string;
    }>;
    const corrections = log.filter((l) => !['import', 'clock-in', 'clock-out'].includes(l.action));
    expect(corrections.length).toBe(items['post-clock-request'].filter((x) => x.status === 'approve').length);
    expect(new Set(log.map((l) => l.actor_username)).size).toBeGreaterThanOrEqual(1);
  });

  it('lets the Head of Engineering act on Engineering’s requests only, in the lists and on the server', async () => {
    for (const kind of KINDS) {
      const seen = (await get(`${kind}?status=pending&limit=100`, tokens.lead_manager)).data as Item[];
      const mine = seen.filter((x) => x.can_act);
      const others = seen.filter((x) => x.employee.department?.name !== 'Engineering');
      expect(mine.length, kind).toBeGreaterThan(0);
      for (const x of mine) expect(x.employee.department?.name, `${kind} ${x.id}`).toBe('Engineering');
      const queue = (await get(`${kind}?actionable=true&limit=100`, tokens.lead_manager)).data as Item[];
      expect(queue.map((x) => x.id).sort(), kind).toEqual(mine.map((x) => x.id).sort());
      // Approving someone else's department's request is refused, changing nothing.
      const outside = others.find((x) => x.current_step?.stepName === 'LEAD_MANAGER_APPROVAL');
      if (!outside) continue;
      const before = await requestTables(t);
      const res = await t.call('POST', `${BASE}/${kind}/${outside.id}/approve`, {
        token: tokens.lead_manager,
        body: { version: outside.version },
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(await requestTables(t)).toEqual(before);
    }
  });

  it('adds nothing when the demo runs again', async () => {
    const before = { ...(await fingerprint(t)), ...(await requestTables(t)) };
    await seedFoundation(t.db, 'admin');
    expect((await seedDirectory(t.db, { today: TODAY })).skipped).toBe(true);
    expect(await seedRequests(t.db, { now: NOW })).toMatchObject({ skipped: true });
    expect({ ...(await fingerprint(t)), ...(await requestTables(t)) }).toEqual(before);
  });
});
