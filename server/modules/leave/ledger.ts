// One employee's leave of one type as a ledger, derived on demand from the join date (and leaving date), the
// type's dated policy versions, the leave requested and HR's adjustments. Nothing is stored or accrued by a
// timer: the balance on any day is the sum of the lines up to that day, so a policy recorded from a month
// changes every line from that month the next time the ledger is read.
//
// The rules, in the order lines of one day are applied:
// - a new policy version starts on the first day of its month (a line of 0 days says so);
// - adjustments, then leave taken: a leave counts whole on its first day; days carried from last year go first;
// - carried days still unused lapse at the end of the day they expire;
// - seniority days on each anniversary from the first step: floor(years ÷ step) × days (3 years: 1, 6 years: 2);
// - a monthly accrual is credited on the month's last day (or the leaving day), prorated by the policy's rule;
//   a yearly grant is credited on 1 January, or on the join date in the year of joining;
// - on 31 December what remains above the carry-over limit lapses; the rest carries, until it expires.
// Figures are kept in hundredths of a day, so 1.5 a month adds up exactly.
import { ledgerLabel, type LedgerDetail, type LedgerKind } from '../../../contract/leave-ledger-labels.ts';
import { policyOn, type LeavePolicy } from './leave-policy.ts';

export interface LeaveTaken {
  start: string;
  end: string;
  days: number;
  status: 'approved' | 'pending';
  /** Set when the leave is of another type whose policy takes it from this one (special leave from annual). */
  typeName?: string;
}

export interface LeaveAdjustment {
  date: string;
  days: number;
  reason: string;
  by: string;
}

export interface LedgerInput {
  joinDate: string;
  /** The last day of employment, when known: nothing is earned after it and nothing lapses on it. */
  leaveDate?: string | null;
  /** The day the balance is read on. */
  on: string;
  /** Versions sorted by validFrom; the first applies from the join date whatever its month. */
  policies: readonly LeavePolicy[];
  leave: readonly LeaveTaken[];
  adjustments: readonly LeaveAdjustment[];
}

export interface LedgerLine extends LedgerDetail {
  days: number;
  /** The balance after this line. */
  balance: number;
  label: string;
}

export interface Ledger {
  on: string;
  lines: LedgerLine[];
  /** Earned and not taken, on `on`. */
  balance: number;
  /** Days of pending requests (held when the policy says so). */
  pending: number;
  /** Approved leave starting after `on`. */
  booked: number;
  /** What a new request may take: balance − held pending − booked. */
  available: number;
  /** The first day the days may be taken. */
  usableFrom: string;
  /** The version in force on `on`. */
  policy: LeavePolicy;
  /** Each 31 December passed: the balance before anything lapsed, what carried, and when the carried expire. */
  yearEnds: { date: string; balance: number; carried: number; expires: string | null }[];
  /** Each expiry of carried days that took some: when, and how many. */
  expiries: { date: string; days: number }[];
}

interface Event extends LedgerDetail {
  order: number;
  key?: number;
  hundredths?: number;
  month?: string;
}

const ORDER: Record<LedgerKind, number> = {
  policy: 0,
  adjustment: 1,
  taken: 2,
  expired: 3,
  seniority: 4,
  grant: 5,
  accrual: 6,
  lapsed: 7,
};

const pad = (n: number) => String(n).padStart(2, '0');
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysInMonth = (y: number, m: number) => (m === 2 && isLeap(y) ? 29 : MONTH_DAYS[m - 1]);
const monthEnd = (y: number, m: number) => `${y}-${pad(m)}-${pad(daysInMonth(y, m))}`;
const toHundredths = (days: number) => Math.round(days * 100);

/** The last day of the `months`-th month after a year's 31 December (3: 31 March next year). */
export function carriedExpiry(yearEnd: string, months: number): string {
  const y = Number(yearEnd.slice(0, 4)) + Math.floor((months - 1) / 12) + 1;
  return monthEnd(y, ((months - 1) % 12) + 1);
}

/** A day and an order within it as one increasing number, read from YYYY-MM-DD without making strings. */
function sortKey(date: string, order: number): number {
  // '0' is 48: (digit + 48) × weight summed, less 48 × the weights (1111 × 416 + 11 × 32 + 11 = 462_539).
  const y = date.charCodeAt(0) * 1000 + date.charCodeAt(1) * 100 + date.charCodeAt(2) * 10 + date.charCodeAt(3);
  const m = date.charCodeAt(5) * 10 + date.charCodeAt(6);
  const d = date.charCodeAt(8) * 10 + date.charCodeAt(9);
  return (y * 416 + m * 32 + d - 48 * 462_539) * 8 + order;
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
function anniversary(date: string, years: number): string {
  const y = Number(date.slice(0, 4)) + years;
  const m = Number(date.slice(5, 7));
  const d = Math.min(Number(date.slice(8, 10)), daysInMonth(y, m));
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** The day `months` after `date` (clamped to the month's last day). */
function addMonths(date: string, months: number): string {
  const total = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  return `${y}-${pad(m)}-${pad(Math.min(Number(date.slice(8, 10)), daysInMonth(y, m)))}`;
}

/** A month's accrual in hundredths for `served` of its `of` days, by the policy's proration rule. */
export function proratedAccrual(policy: LeavePolicy, served: number, of: number): number {
  const full = toHundredths(policy.days);
  if (served >= of) return full;
  if (policy.proration === 'half_month') return served >= 15 ? full : 0;
  return Math.round((full * served) / of);
}

function events(input: LedgerInput, end: string): Event[] {
  const { joinDate, leaveDate, policies } = input;
  const out: Event[] = [];
  const joinMonth = joinDate.slice(0, 7);

  for (const p of policies.slice(1)) {
    const date = `${p.validFrom}-01`;
    if (p.validFrom > joinMonth && date <= end) out.push({ kind: 'policy', date, order: 0, source: p.source });
  }

  const [endY, endM] = [Number(end.slice(0, 4)), Number(end.slice(5, 7))];
  let y = Number(joinDate.slice(0, 4));
  let m = Number(joinDate.slice(5, 7));
  while (y < endY || (y === endY && m <= endM)) {
    const month = `${y}-${pad(m)}`;
    const of = daysInMonth(y, m);
    const first = month === joinMonth ? Number(joinDate.slice(8, 10)) : 1;
    const leavesNow = !!leaveDate && leaveDate.slice(0, 7) === month;
    const last = leavesNow ? Number(leaveDate.slice(8, 10)) : of;
    const date = leavesNow ? leaveDate : monthEnd(y, m);
    if (date <= end) {
      const served = last - first + 1;
      out.push({
        kind: 'accrual',
        date,
        order: ORDER.accrual,
        month,
        served: served < of ? { days: served, of } : undefined,
      });
    }
    const grantDate = month === joinMonth ? joinDate : m === 1 ? `${month}-01` : null;
    if (grantDate && grantDate <= end) out.push({ kind: 'grant', date: grantDate, order: ORDER.grant });
    if (m === 12 && date <= end && (!leaveDate || date < leaveDate)) {
      out.push({ kind: 'lapsed', date, order: ORDER.lapsed });
      const after = policyOn(policies, date).carryOverExpiresAfterMonths;
      if (after != null) {
        const expiry = carriedExpiry(date, after);
        if (expiry <= end && (!leaveDate || expiry < leaveDate))
          out.push({ kind: 'expired', date: expiry, order: ORDER.expired });
      }
    }
    if (leavesNow) break;
    m++;
    if (m > 12) [y, m] = [y + 1, 1];
  }

  for (let n = 1; ; n++) {
    const date = anniversary(joinDate, n);
    if (date > end) break;
    out.push({ kind: 'seniority', date, order: ORDER.seniority, years: n });
  }

  for (const a of input.adjustments) {
    if (a.date <= end)
      out.push({
        kind: 'adjustment',
        date: a.date,
        order: ORDER.adjustment,
        hundredths: toHundredths(a.days),
        by: a.by,
        reason: a.reason,
      });
  }
  for (const l of input.leave) {
    if (l.status === 'approved' && l.start <= end)
      out.push({
        kind: 'taken',
        date: l.start,
        order: ORDER.taken,
        hundredths: -toHundredths(l.days),
        start: l.start,
        end: l.end,
        leaveType: l.typeName,
      });
  }
  // Sorted by a number (day, then the order within a day): comparing date strings was most of the time spent.
  for (const e of out) e.key = sortKey(e.date, e.order);
  return out.sort((a, b) => a.key! - b.key!);
}

/** Days carried from last year (with the day they expire) and this year's, in hundredths. */
class Buckets {
  carried = 0;
  carriedExpires: string | null = null;
  current = 0;
  private earnedThisYear = 0;
  private year = '';

  /** Earned days, within the year's cap. */
  earn(policy: LeavePolicy, date: string, amount: number): number {
    const year = date.slice(0, 4);
    if (year !== this.year) {
      this.year = year;
      this.earnedThisYear = 0;
    }
    const room = policy.yearlyCap == null ? amount : Math.max(0, toHundredths(policy.yearlyCap) - this.earnedThisYear);
    const given = Math.min(amount, room);
    this.earnedThisYear += given;
    this.current += given;
    return given;
  }

  /** Spends days, carried ones first; a credit goes to this year's days. */
  spend(amount: number): void {
    const fromCarried = amount < 0 ? Math.min(this.carried, -amount) : 0;
    this.carried -= fromCarried;
    this.current += amount + fromCarried;
  }
}

/**
 * The ledger on `input.on`. With `withLines: false` only the figures are computed (for many employees at once).
 */
export function deriveLedger(input: LedgerInput, { withLines = true } = {}): Ledger {
  const end = input.leaveDate && input.leaveDate < input.on ? input.leaveDate : input.on;
  const lines: LedgerLine[] = [];
  const b = new Buckets();
  const yearEnds: Ledger['yearEnds'] = [];
  const expiries: Ledger['expiries'] = [];
  for (const e of events(input, end)) {
    const policy = policyOn(input.policies, e.date);
    let change = 0;
    switch (e.kind) {
      case 'policy':
        break;
      case 'accrual':
        if (policy.accrual !== 'monthly') continue;
        change = b.earn(policy, e.date, proratedAccrual(policy, e.served?.days ?? 1, e.served?.of ?? 1));
        break;
      case 'grant':
        if (policy.accrual !== 'yearly') continue;
        change = b.earn(policy, e.date, toHundredths(policy.days));
        break;
      case 'seniority':
        if (!policy.seniorityEveryYears || e.years! < policy.seniorityEveryYears || !policy.seniorityDays) continue;
        change = Math.floor(e.years! / policy.seniorityEveryYears) * toHundredths(policy.seniorityDays);
        b.current += change;
        break;
      case 'adjustment':
      case 'taken':
        change = e.hundredths!;
        b.spend(change);
        break;
      case 'expired':
        if (b.carried <= 0 || b.carriedExpires !== e.date) continue;
        change = -b.carried;
        b.carried = 0;
        expiries.push({ date: e.date, days: -change / 100 });
        break;
      case 'lapsed': {
        const total = b.carried + b.current;
        const keep =
          total <= 0
            ? total
            : policy.carryOverLimit == null
              ? total
              : Math.min(total, toHundredths(policy.carryOverLimit));
        change = keep - total;
        const after = policy.carryOverExpiresAfterMonths;
        if (keep > 0 && after != null) {
          b.carried = keep;
          b.current = 0;
          b.carriedExpires = carriedExpiry(e.date, after);
        } else {
          b.carried = 0;
          b.current = keep;
        }
        yearEnds.push({
          date: e.date,
          balance: total / 100,
          carried: Math.max(0, keep) / 100,
          expires: keep > 0 && after != null ? b.carriedExpires : null,
        });
        if (change === 0) continue;
        break;
      }
    }
    if (withLines) {
      const { order: _order, key: _key, hundredths: _h, month: _m, ...detail } = e;
      const line = { ...detail, days: change / 100, balance: (b.carried + b.current) / 100 };
      lines.push({ ...line, label: ledgerLabel(line) });
    }
  }

  const policy = policyOn(input.policies, input.on);
  let pending = 0;
  let booked = 0;
  for (const l of input.leave) {
    if (l.status === 'pending') pending += toHundredths(l.days);
    else if (l.start > end) booked += toHundredths(l.days);
  }
  const balance = b.carried + b.current;
  const held = policy.pendingHolds ? pending : 0;
  return {
    on: input.on,
    lines,
    balance: balance / 100,
    pending: pending / 100,
    booked: booked / 100,
    available: (balance - held - booked) / 100,
    usableFrom: addMonths(input.joinDate, policy.usableAfterMonths),
    policy,
    yearEnds,
    expiries,
  };
}
