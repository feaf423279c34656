// Who files, approves, acknowledges, rejects or withdraws a planned request, when, and what they write. The
// actors are those the engine would let act (eligibility.ts): the requester's team lead or department manager
// with an account, else a Lead Manager; an HR Manager who is not the requester for the HR step; whoever filed
// it to withdraw it. Every moment lies before the anchor, in the order things happen.
import { addDays } from '../../contract/dates.ts';
import type { PostClockType } from '../../contract/api/requests-post-clock.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import { minutes, moment } from './demo-calendar.ts';
import { ANY_STEP_APPROVER, type DemoUsername, type Roster, type RosterEmployee } from './demo-roster.ts';
import { type Rand } from './random.ts';
import { COMMENTS } from './request-texts.ts';
import { OFFICE_HOURS, STEPS, type Outcome } from './request-templates.ts';

export type RequestKindName = 'leave' | 'overtime' | 'post_clock';

export interface PlannedAction {
  at: Date;
  actor: DemoUsername;
  action: 'file' | 'approve' | 'reject' | 'cancel';
  comment?: string;
}

type Step = (typeof STEPS)[Outcome][number];

export class StepPlanner {
  /** The latest working day whose office hours had begun by the anchor: nothing is filed or decided after it. */
  private readonly lastDay: string;
  /** A little before the anchor: the latest moment anything happens. */
  readonly limit: Date;
  readonly hrUsers: DemoUsername[];
  private clamped = 0;

  constructor(
    private readonly r: Rand,
    private readonly cal: DemoCalendar,
    private readonly roster: Roster,
    private readonly today: string,
    anchor: Date,
  ) {
    this.lastDay =
      cal.isWorking(today) && anchor >= moment(today, minutes('09:00'))
        ? today
        : cal.previousWorking(addDays(today, -1));
    this.limit = new Date(anchor.getTime() - 3 * 60_000);
    this.hrUsers = (['hr_manager', 'sokha_hr'] as const).filter((n) => roster.users.get(n)?.roleName === 'HR Manager');
  }

  /** The filing and the steps to `outcome`; `detail` is the leave type or post clock type, for the comments. */
  actions(
    kind: RequestKindName,
    e: RosterEmployee,
    outcome: Outcome,
    filedDay: string,
    o: { who?: DemoUsername; detail?: string; notBefore?: Date } = {},
  ): PlannedAction[] {
    const filer = o.who ?? (this.r.next() < 0.65 ? 'sokha_hr' : 'hr_manager');
    const steps = STEPS[outcome];
    const times = this.timeline(filedDay, steps.length, o.notBefore);
    const lead = this.leadActor(e);
    const hr = this.hrActor(e, filer, lead);
    return [
      { at: times[0], actor: filer, action: 'file' },
      ...steps.map((step, i): PlannedAction => {
        const at = times[i + 1];
        const comment = this.comment(kind, step, o.detail);
        if (step === 'cancel') return { at, actor: filer, action: 'cancel', comment };
        const actor = step === 'lead' || step === 'lead_reject' ? lead : hr;
        return { at, actor, action: step.endsWith('reject') ? 'reject' : 'approve', comment };
      }),
    ];
  }

  /** Filed in advance (leave, planned overtime): some days before `first`, and early enough to be decided. */
  filedAhead(first: string, outcome: Outcome, ahead: [number, number]): string {
    const latest = addDays(this.today, outcome === 'pending' ? -this.r.int(0, 3) : -this.r.int(2, 9));
    const d = addDays(first, -this.r.int(...ahead));
    return d < latest ? d : latest;
  }

  /** Filed afterwards (sick leave, overtime worked, a forgotten clock): a few working days after `date`, and
   * no later than yesterday when a decision must follow. */
  filedAfter(date: string, outcome: Outcome, after: [number, number]): string {
    const latest = outcome === 'pending' ? this.today : addDays(this.today, -1);
    const d = this.cal.nextWorking(date, this.r.int(...after));
    return d <= latest ? d : latest;
  }

  private userOf(employeeId: number | null) {
    return employeeId == null ? undefined : [...this.roster.users.values()].find((u) => u.employeeId === employeeId);
  }

  /** The requester's team lead or department manager with an account, else the first administrator. */
  private leadActor(e: RosterEmployee): DemoUsername {
    for (const id of [e.leadId, e.managerId]) {
      const user = id === e.id ? undefined : this.userOf(id);
      if (user) return user.username as DemoUsername;
    }
    // Nobody else may: a Lead Manager acts only on their own team's and department's requests.
    if (this.roster.users.get(ANY_STEP_APPROVER)?.employeeId === e.id || !this.roster.users.has(ANY_STEP_APPROVER))
      throw new Error(`No demo user can approve requests of ${e.name}`);
    return ANY_STEP_APPROVER;
  }

  /** An HR Manager other than the requester; where there is a choice, not the one who approved the lead step
   * (the engine would let a department manager in HR do both), nor the one who filed it. */
  private hrActor(e: RosterEmployee, filer: DemoUsername, lead: DemoUsername): DemoUsername {
    const allowed = this.hrUsers.filter((n) => this.roster.users.get(n)!.employeeId !== e.id);
    const notLead = allowed.filter((n) => n !== lead);
    const neither = notLead.filter((n) => n !== filer);
    return this.r.pick(neither.length ? neither : notLead.length ? notLead : allowed);
  }

  /** Filing (not before `notBefore`), then each step 0–2 working days after the one before, in office hours
   * where there is room; all by the last day and before the limit. */
  private timeline(filedDay: string, steps: number, notBefore?: Date): Date[] {
    const { r, cal, lastDay } = this;
    let d = cal.nextWorking(filedDay);
    if (d > lastDay) d = lastDay;
    let first = moment(d, r.int(...OFFICE_HOURS));
    if (notBefore && first <= notBefore) first = new Date(notBefore.getTime() + r.int(10, 60) * 60_000);
    const times = [first];
    for (let i = 0; i < steps; i++) {
      const gap = r.int(0, 2);
      const later = new Date(times[times.length - 1].getTime() + r.int(20, 240) * 60_000);
      const next = cal.nextWorking(d, Math.max(1, gap));
      if (next > lastDay || (gap === 0 && later <= moment(d, OFFICE_HOURS[1]))) times.push(later);
      else {
        d = next;
        times.push(moment(d, r.int(...OFFICE_HOURS)));
      }
    }
    // Whatever would still lie ahead happened just before now, in the same order (and not all at one moment).
    if (times[times.length - 1] > this.limit) this.clamped++;
    for (let i = times.length - 1; i >= 0; i--) {
      const cap =
        i === times.length - 1
          ? this.limit.getTime() - Math.min(this.clamped - 1, 6) * 9 * 60_000
          : times[i + 1].getTime() - 7 * 60_000;
      if (times[i].getTime() > cap) times[i] = new Date(cap);
    }
    return times;
  }

  private comment(kind: RequestKindName, step: Step, detail?: string): string | undefined {
    const pick = (list: readonly (string | null)[]) => this.r.pick(list) ?? undefined;
    switch (step) {
      case 'lead':
        return detail === 'Sick Leave' ? pick(COMMENTS.sick) : pick(COMMENTS.approve[kind]);
      case 'hr':
        return pick(COMMENTS.acknowledge[kind]);
      case 'lead_reject':
        if (kind === 'post_clock') return pick(COMMENTS.rejectLead[detail as PostClockType]);
        return detail === 'Unpaid Leave' ? COMMENTS.rejectLead.unpaid : pick(COMMENTS.rejectLead[kind]);
      case 'hr_reject':
        if (kind === 'leave') return detail === 'Special Leave' ? COMMENTS.rejectHr.special : COMMENTS.rejectHr.leave;
        return pick(COMMENTS.rejectHr[kind]);
      case 'cancel':
        return pick(COMMENTS.cancel[kind]);
    }
  }
}
