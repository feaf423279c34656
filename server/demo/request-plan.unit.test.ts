// The demo's request plan, on whatever day the demo starts: every kind in every outcome, every step before
// now and in order, and nothing the engine's date rules would refuse (the API suite replays one plan through
// the services; this sweeps a year of start days without a database).
import { addDays } from '../../contract/dates.ts';
import { describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../../contract/api/requests.ts';
import { businessToday } from '../lib/time.ts';
import { leaveDays, overlaps } from '../../contract/working-days.ts';
import { cambodiaHolidays } from './cambodia-holidays.ts';
import { DemoCalendar, moment, minutes } from './demo-calendar.ts';
import type { DemoUser, Roster, RosterEmployee } from './demo-roster.ts';
import { planRequests, type Plan } from './request-plan.ts';
import { DEMO_LEAVE_TYPES, OUTCOMES, type LeaveTypeName } from './request-templates.ts';
import { DEDUCTS_FROM } from './leave-policies.ts';
import { buildPunches, LATE_AFTER } from './seed-attendance.ts';

const TEAMS: Array<[team: string, department: string, size: number]> = [
  ['Platform', 'Engineering', 24],
  ['Web', 'Engineering', 22],
  ['Recruitment', 'People & HR', 10],
  ['Sales', 'Sales & Marketing', 22],
  ['Customer Support', 'Operations', 28],
];

/** An organisation shaped like the demo's: Sok Dara leads Platform, Keo Vanna manages Engineering, Chan Sreymom People & HR. */
function roster(): Roster {
  const employees: RosterEmployee[] = [];
  const leads = new Map<string, number>();
  const managers = new Map<string, number>();
  let id = 0;
  for (const [team, department, size] of TEAMS) {
    for (let i = 0; i < size; i++) {
      id++;
      if (i === 0) leads.set(team, id);
      if (!managers.has(department)) managers.set(department, id);
      employees.push({
        id,
        name: `Person ${id}`,
        gender: id % 2 ? 'female' : 'male',
        team,
        department,
        joinDate: id % 9 === 0 ? '2026-05-01' : '2019-03-01',
        leadId: null,
        managerId: null,
        officeId: 1,
      });
    }
  }
  for (const e of employees) Object.assign(e, { leadId: leads.get(e.team)!, managerId: managers.get(e.department)! });
  const user = (uid: number, username: string, roleName: string, employeeId: number | null): [string, DemoUser] => [
    username,
    { id: uid, username, roleId: uid, ip: '127.0.0.1', roleName, employeeId },
  ];
  return {
    employees,
    users: new Map([
      user(1, 'admin', 'Super Admin', null),
      user(2, 'hr_manager', 'HR Manager', managers.get('People & HR')!),
      user(3, 'sokha_hr', 'HR Manager', null),
      user(4, 'lead_manager', 'Lead Manager', managers.get('Engineering')! + 1),
      user(5, 'dara_lead', 'Lead Manager', leads.get('Platform')!),
    ]),
  };
}

const holidays = new Set([2025, 2026, 2027].flatMap((y) => cambodiaHolidays(y).map((h) => h.date)));
const cal = new DemoCalendar(holidays);
const TYPES = new Map<string, (typeof DEMO_LEAVE_TYPES)[number]>(DEMO_LEAVE_TYPES.map((t) => [t.name, t]));

/** Every rule of the engine the plan must keep, checked as the engine would at each moment. */
function check(plan: Plan, anchor: Date, org: Roster) {
  const problems: string[] = [];
  const leaveHeld = new Map<string, number>();
  for (const q of plan.requests) {
    const label = `${q.kind} ${q.outcome} of ${q.employee.name}`;
    const times = q.actions.map((a) => a.at.getTime());
    if (times.some((t, i) => t >= anchor.getTime() || (i > 0 && t <= times[i - 1])))
      problems.push(`${label}: steps out of order or ahead of now`);
    const filedOn = businessToday(q.actions[0].at);
    const earliest = addDays(filedOn, -REQUEST_LIMITS.pastDays);
    const actors = q.actions.map((a) => org.users.get(a.actor)!);
    if (actors.slice(1).some((u, i) => q.actions[i + 1].action !== 'cancel' && u.employeeId === q.employee.id))
      problems.push(`${label}: acts on own request`);
    const deciders = q.actions.filter((a) => a.action === 'approve' || a.action === 'reject').map((a) => a.actor);
    if (new Set(deciders).size < deciders.length) problems.push(`${label}: one person decides both steps`);
    if (q.leave) {
      const { start, end, type } = q.leave;
      if (start < earliest || end > addDays(filedOn, REQUEST_LIMITS.leaveFutureDays))
        problems.push(`${label}: dates outside the rules on ${filedOn}`);
      if (start.slice(0, 4) !== end.slice(0, 4) || end < start) problems.push(`${label}: ${start}..${end}`);
      const days = leaveDays(
        { start_date: start, end_date: end, start_half: q.leave.startHalf, end_half: q.leave.endHalf },
        holidays,
      );
      if (days === 0) problems.push(`${label}: no working days`);
      if (!q.outcome.startsWith('reject') && !q.outcome.startsWith('cancel')) {
        // A type taken from another's balance (special leave from annual leave) is held against that one.
        const balance = DEDUCTS_FROM[type as LeaveTypeName] ?? type;
        const key = `${q.employee.id}|${balance}|${start.slice(0, 4)}`;
        leaveHeld.set(key, (leaveHeld.get(key) ?? 0) + days);
        if (TYPES.get(balance)!.paid && leaveHeld.get(key)! > TYPES.get(balance)!.days_per_year - 2)
          problems.push(`${label}: balance too small`);
      }
    }
    if (q.overtime) {
      const { date } = q.overtime;
      if (date < earliest || date > addDays(filedOn, REQUEST_LIMITS.overtimeFutureDays))
        problems.push(`${label}: ${date} outside the rules on ${filedOn}`);
    }
    if (q.postClock) {
      const { date, time } = q.postClock;
      if (date < earliest || moment(date, minutes(time)) >= q.actions[0].at)
        problems.push(`${label}: ${date} ${time} not before filing at ${q.actions[0].at.toISOString()}`);
      if (!cal.isWorking(date)) problems.push(`${label}: ${date} is not a working day`);
    }
  }
  // One employee's pending and approved leave never overlap; one overtime per employee and day.
  const open = plan.requests.filter((q) => !q.outcome.startsWith('reject') && !q.outcome.startsWith('cancel'));
  for (const a of open) {
    for (const b of open.filter((x) => x !== a && x.employee.id === a.employee.id)) {
      if (a.leave && b.leave && overlaps(spanOf(a.leave), spanOf(b.leave)))
        problems.push(`leave overlap for ${a.employee.name}`);
      if (a.overtime && b.overtime && a.overtime.date === b.overtime.date)
        problems.push(`two overtime requests on ${a.overtime.date}`);
    }
  }
  return problems;
}
const spanOf = (l: { start: string; end: string; startHalf: boolean; endHalf: boolean }) => ({
  start_date: l.start,
  end_date: l.end,
  start_half: l.startHalf,
  end_half: l.endHalf,
});

describe('demo request plan', () => {
  const org = roster();

  it('holds every kind in every outcome, both cancellations, and own requests of the demo users', () => {
    const plan = planRequests({ roster: org, holidays, anchor: new Date('2026-06-15T03:30:00Z') });
    for (const kind of ['leave', 'overtime', 'post_clock'] as const) {
      const outcomes = new Set(plan.requests.filter((q) => q.kind === kind).map((q) => q.outcome));
      for (const o of OUTCOMES)
        if (o !== 'cancel_acknowledge' || kind === 'leave') expect(outcomes, `${kind} ${o}`).toContain(o);
    }
    expect(new Set(plan.requests.filter((q) => q.kind === 'leave').map((q) => q.leave!.type))).toEqual(
      new Set(DEMO_LEAVE_TYPES.map((t) => t.name)),
    );
    expect(plan.requests.some((q) => q.leave && (q.leave.startHalf || q.leave.endHalf))).toBe(true);
    expect(plan.requests.some((q) => q.overtime?.start == null)).toBe(true);
    expect(plan.requests.some((q) => q.overtime?.start != null)).toBe(true);
    expect(new Set(plan.requests.filter((q) => q.postClock).map((q) => q.postClock!.type))).toEqual(
      new Set(['forget_clock_in', 'forget_clock_out']),
    );
    const own = plan.requests.filter(
      (q) =>
        q.employee.id === org.users.get('dara_lead')!.employeeId ||
        q.employee.id === org.users.get('hr_manager')!.employeeId,
    );
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(
      plan.adjustments.some((a) => a.year === 2025) && plan.adjustments.some((a) => a.year === 2026 && a.days < 0),
    ).toBe(true);
  });

  it('is the same plan for the same moment', () => {
    const anchor = new Date('2026-11-23T14:00:00Z');
    const a = planRequests({ roster: org, holidays, anchor });
    const b = planRequests({ roster: org, holidays, anchor });
    expect(JSON.stringify(b)).toEqual(JSON.stringify(a));
  });

  it('keeps the engine rules whatever day and hour the demo starts (a year of start days)', () => {
    const problems: string[] = [];
    // Every other day of 2026 (so every weekday in turn), at night, in office hours or in the evening in turn.
    const hours = ['00:20', '10:00', '21:00'];
    for (let day = '2026-01-01', i = 0; day <= '2026-12-31'; day = addDays(day, 2), i++) {
      const anchor = new Date(`${day}T${hours[i % 3]}:00+07:00`);
      problems.push(
        ...check(planRequests({ roster: org, holidays, anchor }), anchor, org).map(
          (p) => `${day} ${hours[i % 3]}: ${p}`,
        ),
      );
    }
    expect(problems.slice(0, 10)).toEqual([]);
  }, 30_000);

  it('plans punches that match the requests: none on leave or while waiting, gaps to correct, nothing ahead of now', () => {
    const anchor = new Date('2026-06-15T03:30:00Z');
    const plan = planRequests({ roster: org, holidays, anchor });
    const punches = buildPunches({
      employees: org.employees,
      requests: plan.requests,
      holidays,
      today: plan.today,
      anchor,
    });
    const byDay = new Map<string, typeof punches>();
    for (const x of punches)
      byDay.set(`${x.employeeId}|${x.date}`, [...(byDay.get(`${x.employeeId}|${x.date}`) ?? []), x]);
    const times = punches.map((x) => x.at.getTime());
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(punches.every((x) => x.at <= anchor)).toBe(true);
    for (const list of byDay.values()) {
      expect(list.length).toBeLessThanOrEqual(2);
      if (list.length === 2) expect(list.map((x) => x.direction)).toEqual(['in', 'out']);
    }
    for (const q of plan.requests) {
      if (q.leave && q.outcome === 'approve' && !q.leave.startHalf && !q.leave.endHalf && q.leave.start < plan.today)
        expect(byDay.get(`${q.employee.id}|${q.leave.start}`), q.leave.start).toBeUndefined();
      if (q.postClock) {
        const list = byDay.get(`${q.employee.id}|${q.postClock.date}`)?.map((x) => x.direction);
        if (q.postClock.noRecord) expect(list).toBeUndefined();
        else if (q.postClock.type === 'forget_clock_out') expect(list).toEqual(['in']);
        else expect(list).toEqual(['out']);
      }
    }
    const ins = punches.filter((x) => x.direction === 'in' && cal.isWorking(x.date));
    const local = (x: (typeof punches)[number]) => Math.round((x.at.getTime() - moment(x.date, 0).getTime()) / 60_000);
    const late = ins.filter((x) => local(x) > LATE_AFTER);
    expect(late.length / ins.length).toBeGreaterThan(0.02);
    expect(late.length / ins.length).toBeLessThan(0.15);
    // Some working days have no punch at all: absences the derivation will find.
    const working = org.employees.flatMap((e) =>
      cal.workingDays(addDays(plan.today, -20), addDays(plan.today, -1)).map((d) => `${e.id}|${d}`),
    );
    expect(working.some((k) => !byDay.has(k))).toBe(true);
  });
});
