// The demo's requests, planned before anything is written: who asks for what, for which days, and who files,
// approves, acknowledges, rejects or withdraws it, when (request-steps.ts); the balance adjustments; when the
// demo users read their notifications. Pure and deterministic (a seeded generator; days relative to the
// business date of `anchor`), so the seed replays the same history through the real services on every
// database. Nobody has two requests for the same day, and nothing is planned that the engine would refuse.
import { addDays, addMonthsToDate } from '../../contract/dates.ts';
import type { PostClockType } from '../../contract/api/requests-post-clock.ts';
import { businessToday } from '../lib/time.ts';
import { DemoCalendar, hhmm, minutes, moment } from './demo-calendar.ts';
import type { DemoUsername, Roster, RosterEmployee } from './demo-roster.ts';
import { generator, type Rand } from './random.ts';
import { StepPlanner, type PlannedAction, type RequestKindName } from './request-steps.ts';
import {
  ADJUSTMENTS,
  IMPORT_SHARE,
  LEAVES,
  OFFICE_HOURS,
  OVERTIME,
  POST_CLOCK_WINDOWS,
  POST_CLOCKS,
  WINDOWS,
  type LeaveTypeName,
  type Outcome,
} from './request-templates.ts';
import {
  HALF_DAY_REASONS,
  LEAVE_REASONS,
  OVERTIME_REASONS,
  POST_CLOCK_REASONS,
  SCANNER_DOWN,
} from './request-texts.ts';

export interface PlannedRequest {
  kind: RequestKindName;
  employee: RosterEmployee;
  outcome: Outcome;
  reason: string;
  leave?: { type: LeaveTypeName; start: string; end: string; startHalf: boolean; endHalf: boolean };
  /** start and end in minutes after midnight; null when the request gives hours. */
  overtime?: { date: string; start: number | null; end: number | null; minutes: number };
  /** noRecord: the scanner recorded nothing that day (no attendance record until a request is approved). */
  postClock?: { type: PostClockType; date: string; time: string; noRecord: boolean };
  /** Filing first, then the decisions. */
  actions: PlannedAction[];
}

export interface PlannedAdjustment {
  at: Date;
  actor: DemoUsername;
  employeeId: number;
  type: LeaveTypeName;
  year: number;
  days: number;
  reason: string;
}

export interface Plan {
  today: string;
  /** When HR set up leave types, holidays and last year's balances. */
  setupAt: Date;
  requests: PlannedRequest[];
  adjustments: PlannedAdjustment[];
  /** Moments a demo user opened the notifications and marked them all read. */
  reads: Array<{ at: Date; username: DemoUsername }>;
}

export interface PlanInput {
  roster: Roster;
  holidays: ReadonlySet<string>;
  /** The moment the history leads up to (now, when the demo starts). */
  anchor: Date;
  seed?: number;
}

const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();

class Planner {
  readonly r: Rand;
  readonly cal: DemoCalendar;
  readonly today: string;
  readonly steps: StepPlanner;
  /** Who may be picked at random: long-serving staff, not the demo users' own employees. */
  readonly pool: RosterEmployee[];
  /** The pool with Engineering (dara_lead leads Platform) filing most, then People & HR, then the rest. */
  private readonly weighted: RosterEmployee[];
  private readonly busy = new Map<number, Set<string>>();
  readonly requests: PlannedRequest[] = [];

  constructor(readonly input: PlanInput) {
    this.r = generator(input.seed ?? 20_260_305);
    this.cal = new DemoCalendar(input.holidays);
    this.today = businessToday(input.anchor);
    this.steps = new StepPlanner(this.r, this.cal, input.roster, this.today, input.anchor);
    const own = new Set([...input.roster.users.values()].map((u) => u.employeeId));
    this.pool = input.roster.employees.filter((e) => !own.has(e.id) && e.joinDate <= this.day(-120));
    this.weighted = this.pool.flatMap((e) =>
      Array<RosterEmployee>(
        e.team === 'Platform' ? 5 : e.department === 'Engineering' ? 3 : e.department === 'People & HR' ? 2 : 1,
      ).fill(e),
    );
  }

  day = (offset: number) => addDays(this.today, offset);

  occupy(e: RosterEmployee, from: string, to: string) {
    const set = this.busy.get(e.id) ?? new Set<string>();
    for (let d = from; d <= to; d = addDays(d, 1)) set.add(d);
    this.busy.set(e.id, set);
  }

  /** The days of a window that qualify; a window of holidays and weekends widens away from today until three do. */
  windowOf([from, to]: [number, number], ok: (d: string) => boolean = this.cal.isWorking): string[] {
    for (;;) {
      const found: string[] = [];
      for (let d = this.day(from), last = this.day(to); d <= last; d = addDays(d, 1)) if (ok(d)) found.push(d);
      if (found.length >= 3) return found;
      if (to < 0) from--;
      else to++;
    }
  }

  /** Someone (the demo user's employee, or anyone not used yet) free on every day of `span(start)` for a start in the window. */
  choose(
    who: DemoUsername | undefined,
    used: Set<number>,
    windowDays: string[],
    span: (start: string) => string[],
    accept: (e: RosterEmployee) => boolean = () => true,
  ) {
    const { roster } = this.input;
    for (let attempt = 0; attempt < 400; attempt++) {
      const e = who
        ? roster.employees.find((x) => x.id === roster.users.get(who)?.employeeId)
        : this.r.pick(this.weighted);
      if (!e) throw new Error(`The demo user ${who} has no employee`);
      if (!who && (used.has(e.id) || !accept(e))) continue;
      const start = this.r.pick(windowDays);
      const days = span(start);
      if (days.length && days.every((d) => !this.busy.get(e.id)?.has(d))) {
        used.add(e.id);
        this.occupy(e, days[0], days[days.length - 1]);
        return { e, start, days };
      }
    }
    throw new Error('The demo plan found no free employee and day');
  }

  /** `n` working days from `start`, within its year. */
  leaveSpan(start: string, n: number): string[] {
    const days: string[] = [];
    for (let d = start; days.length < n && d.slice(0, 4) === start.slice(0, 4); d = addDays(d, 1))
      if (this.cal.isWorking(d)) days.push(d);
    return days;
  }

  leave() {
    const used = new Set<number>();
    // Annual leave may be taken after a year of service and needs the days earned: it goes to people of two years.
    const served = addMonthsToDate(this.day(WINDOWS.past[0]), -24);
    for (const [type, outcome, when, n, half, who] of LEAVES) {
      const { e, days } = this.choose(
        who,
        used,
        this.windowOf(WINDOWS[when]),
        (s) => this.leaveSpan(s, n),
        (x) => type !== 'Annual Leave' || x.joinDate <= served,
      );
      const [start, end] = [days[0], days[days.length - 1]];
      const filed =
        type === 'Sick Leave'
          ? this.steps.filedAfter(start, outcome, [0, 2])
          : this.steps.filedAhead(start, outcome, [4, 21]);
      this.requests.push({
        kind: 'leave',
        employee: e,
        outcome,
        reason: half && half !== 'end' ? this.r.pick(HALF_DAY_REASONS) : this.r.pick(LEAVE_REASONS[type]),
        leave: { type, start, end, startHalf: half === 'pm', endHalf: half === 'am' || half === 'end' },
        actions: this.steps.actions('leave', e, outcome, filed, { who, detail: type }),
      });
    }
    this.maternity(used);
  }

  /** 90 calendar days from a Monday a few weeks ago; a leave stays within its year, so a second request carries it into January. */
  maternity(used: Set<number>) {
    const mondays = this.windowOf([-35, -20], (d) => this.cal.isWorking(d) && weekday(d) === 1);
    const { e, start } = this.choose(
      undefined,
      used,
      mondays,
      (s) => [s],
      (x) => x.gender === 'female',
    );
    const last = addDays(start, 89);
    this.occupy(e, start, last);
    const actions = this.steps.actions('leave', e, 'approve', this.steps.filedAhead(start, 'approve', [10, 20]), {
      detail: 'Maternity Leave',
    });
    const yearEnd = `${start.slice(0, 4)}-12-31`;
    const newYear = `${Number(start.slice(0, 4)) + 1}-01-01`;
    const parts =
      last <= yearEnd
        ? [[start, last]]
        : [[start, yearEnd], ...(this.cal.workingDays(newYear, last).length ? [[newYear, last]] : [])];
    parts.forEach(([from, to], i) =>
      this.requests.push({
        kind: 'leave',
        employee: e,
        outcome: 'approve',
        reason: i === 0 ? LEAVE_REASONS['Maternity Leave'][0] : 'Maternity leave, continued in the new year',
        leave: { type: 'Maternity Leave', start: from, end: to, startHalf: false, endHalf: false },
        // The second part is filed and decided a few minutes after the first.
        actions: actions.map((a) => ({ ...a, at: new Date(a.at.getTime() + i * 4 * 60_000) })),
      }),
    );
  }

  overtime() {
    const { r } = this;
    const used = new Set<number>();
    for (const [outcome, when, shape, who] of OVERTIME) {
      const weekend = shape === 'weekend';
      const window = this.windowOf(WINDOWS[when], (d) => (weekend ? weekday(d) === 6 : this.cal.isWorking(d)));
      const { e, start: date } = this.choose(who, used, window, (s) => [s]);
      let start: number | null = null;
      let length: number;
      if (shape === 'hours') length = r.pick([90, 120, 150, 180]);
      else {
        start = weekend
          ? minutes('08:00')
          : shape === 'late'
            ? minutes('18:00')
            : r.pick([minutes('17:30'), minutes('18:00')]);
        length = weekend ? r.pick([240, 480]) : shape === 'late' ? r.pick([180, 240]) : r.pick([120, 150, 180]);
      }
      // Planned overtime is asked for ahead; some is asked for once worked.
      const ahead = date > this.today || r.next() < 0.5;
      const filed = ahead ? this.steps.filedAhead(date, outcome, [1, 4]) : this.steps.filedAfter(date, outcome, [0, 2]);
      this.requests.push({
        kind: 'overtime',
        employee: e,
        outcome,
        reason: r.pick(OVERTIME_REASONS[e.department] ?? OVERTIME_REASONS.Operations),
        overtime: { date, start, end: start == null ? null : start + length, minutes: length },
        actions: this.steps.actions('overtime', e, outcome, filed, { who }),
      });
    }
  }

  postClocks() {
    const { r } = this;
    const used = new Set<number>();
    for (const [outcome, when, direction, noRecord = false, who] of POST_CLOCKS) {
      const { e, start: date } = this.choose(who, used, this.windowOf(POST_CLOCK_WINDOWS[when]), (s) => [s]);
      // What they say: on time in the morning, or a little after hours in the evening.
      const clockIn = hhmm(r.int(minutes('07:40'), minutes('08:08')));
      const clockOut = hhmm(r.int(minutes('17:02'), minutes('18:30')));
      const type: PostClockType = direction === 'in' ? 'forget_clock_in' : 'forget_clock_out';
      // Filed once the day's claimed clock-out (or clock-in) has passed.
      const notBefore = moment(date, minutes(noRecord || type === 'forget_clock_out' ? clockOut : clockIn));
      const actions = this.steps.actions('post_clock', e, outcome, this.steps.filedAfter(date, outcome, [1, 3]), {
        who,
        detail: type,
        notBefore,
      });
      const request = (t: PostClockType, reason: string, later: number): PlannedRequest => ({
        kind: 'post_clock',
        employee: e,
        outcome,
        reason,
        postClock: { type: t, date, time: t === 'forget_clock_in' ? clockIn : clockOut, noRecord },
        actions: actions.map((a) => ({ ...a, at: new Date(a.at.getTime() + later * 60_000) })),
      });
      // Nothing recorded all day: one request for the clock-in and one for the clock-out, filed together.
      if (noRecord)
        this.requests.push(request('forget_clock_in', SCANNER_DOWN, 0), request('forget_clock_out', SCANNER_DOWN, 3));
      else this.requests.push(request(type, r.pick(POST_CLOCK_REASONS[type]), 0));
    }
  }

  /** Last year's Annual Leave as HR imported it at setup (the engine carries the rest over), then adjustments. */
  adjustments(setupAt: Date): PlannedAdjustment[] {
    const { r } = this;
    const year = Number(this.today.slice(0, 4));
    const lastYear = year - 1;
    const leaveLastYear = new Set(
      this.requests.filter((q) => q.leave?.start.startsWith(String(lastYear))).map((q) => q.employee.id),
    );
    const out: PlannedAdjustment[] = [];
    for (const e of this.input.roster.employees) {
      if (e.joinDate >= `${lastYear}-01-01` || leaveLastYear.has(e.id) || r.next() >= IMPORT_SHARE) continue;
      out.push({
        at: new Date(setupAt.getTime() + (20 + out.length) * 60_000),
        actor: 'hr_manager',
        employeeId: e.id,
        type: 'Annual Leave',
        year: lastYear,
        days: -r.int(8, 18),
        reason: `Annual Leave taken in ${lastYear}, imported from the old leave register`,
      });
    }
    const adjusted = new Set<number>();
    for (const [type, days, reason] of ADJUSTMENTS) {
      let e = r.pick(this.pool);
      while (adjusted.has(e.id)) e = r.pick(this.pool);
      adjusted.add(e.id);
      const at = moment(this.cal.previousWorking(this.day(-r.int(3, 40))), r.int(...OFFICE_HOURS));
      out.push({
        at: this.beforeNow(at),
        actor: r.pick(this.steps.hrUsers),
        employeeId: e.id,
        type,
        year,
        days,
        reason,
      });
    }
    return out;
  }

  reads(): Plan['reads'] {
    const last: Array<[DemoUsername, number, string]> = [
      ['lead_manager', 3, '17:20'],
      ['dara_lead', 2, '12:10'],
      ['sokha_hr', 1, '16:30'],
      ['hr_manager', 1, '17:45'],
    ];
    return last.map(([username, back, at]) => ({
      username,
      at: this.beforeNow(moment(this.cal.previousWorking(this.day(-back)), minutes(at))),
    }));
  }

  beforeNow = (at: Date) => (at < this.steps.limit ? at : this.steps.limit);
}

export function planRequests(input: PlanInput): Plan {
  const planner = new Planner(input);
  planner.leave();
  planner.overtime();
  planner.postClocks();
  const setupAt = moment(planner.cal.nextWorking(planner.day(-75)), minutes('08:30'));
  return {
    today: planner.today,
    setupAt,
    requests: planner.requests,
    adjustments: planner.adjustments(setupAt),
    reads: planner.reads(),
  };
}

/** Counts of planned requests by kind and outcome (the seed's summary). */
export function countByOutcome(requests: PlannedRequest[]): Record<RequestKindName, Partial<Record<Outcome, number>>> {
  const out: Record<RequestKindName, Partial<Record<Outcome, number>>> = { leave: {}, overtime: {}, post_clock: {} };
  for (const q of requests) out[q.kind][q.outcome] = (out[q.kind][q.outcome] ?? 0) + 1;
  return out;
}
