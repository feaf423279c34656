// How a leave ledger line reads ("October 2026", "taken 12–13 Nov", "carried days expired 31 Mar"): the API
// answers it as `label` and the balances screen shows it, so the two never word a line differently.
import { MONTH_NAMES, monthLabel } from './dates.ts';

export type LedgerKind = 'policy' | 'accrual' | 'grant' | 'seniority' | 'adjustment' | 'taken' | 'expired' | 'lapsed';

export interface LedgerDetail {
  kind: LedgerKind;
  date: string;
  /** accrual: the month's days served and its length, when only part of it was served. */
  served?: { days: number; of: number };
  /** seniority: the years of service reached. */
  years?: number;
  /** taken: the leave's first and last day. */
  start?: string;
  end?: string;
  /** taken: the leave's own type, when it is another type taken from this balance (special leave). */
  leaveType?: string;
  /** adjustment: who made it and why. */
  by?: string;
  reason?: string;
  /** policy: the source of the version that starts. */
  source?: string;
}

/** A month's short name in English ('Nov'); another language passes its own. */
export type MonthName = (month: number) => string;
const englishMonth: MonthName = (m) => MONTH_NAMES[m - 1].slice(0, 3);

/** '12 Nov', or '12 Nov 2026' with its year. */
export const shortDay = (date: string, withYear: boolean, monthName: MonthName = englishMonth) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${monthName(m)}${withYear ? ` ${y}` : ''}`;
};

/** '12–13 Nov', '30 Nov–2 Dec', '30 Dec 2026–2 Jan 2027', or one day. */
export function dayRangeLabel(start: string, end: string, monthName: MonthName = englishMonth): string {
  const short = (date: string, withYear: boolean) => shortDay(date, withYear, monthName);
  if (start === end) return short(start, false);
  if (start.slice(0, 4) !== end.slice(0, 4)) return `${short(start, true)}–${short(end, true)}`;
  if (start.slice(0, 7) === end.slice(0, 7)) return `${Number(start.slice(8))}–${short(end, false)}`;
  return `${short(start, false)}–${short(end, false)}`;
}

export function ledgerLabel(line: LedgerDetail): string {
  switch (line.kind) {
    case 'policy':
      return `Policy from ${monthLabel(line.date)}: balances from this month follow it (${line.source ?? ''})`;
    case 'accrual':
      return line.served
        ? `${monthLabel(line.date)} (${line.served.days} of ${line.served.of} days)`
        : monthLabel(line.date);
    case 'grant':
      return `Yearly grant ${line.date.slice(0, 4)}`;
    case 'seniority':
      return `${line.years} years of service`;
    case 'adjustment':
      return `adjustment by ${line.by ?? ''}: ${line.reason ?? ''}`;
    case 'taken':
      return `taken ${dayRangeLabel(line.start ?? line.date, line.end ?? line.date)}${line.leaveType ? ` (${line.leaveType})` : ''}`;
    case 'expired':
      return `carried days expired ${shortDay(line.date, false)}`;
    case 'lapsed':
      return `not carried over into ${Number(line.date.slice(0, 4)) + 1}`;
  }
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const daysText = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** What the ledger's refusals say. */
export const LEDGER_MESSAGES = {
  badDeduction: 'deducts_from_leave_type_id must be another leave type that exists.',
  notEnough: (type: string, requested: number, available: number, on: string) =>
    `Not enough ${type} balance: ${daysText(requested)} requested, ${daysText(available)} available on ${dmy(on)}.`,
  beforeJoin: (joined: string) => `This leave starts before the employee joined on ${dmy(joined)}.`,
  notUsableYet: (type: string, from: string) =>
    `${type} can be taken from ${dmy(from)}, once the service it requires is reached (it is earned from the first month).`,
  adjustmentBeforeJoin: (joined: string) =>
    `An adjustment cannot count from before the employee joined on ${dmy(joined)}.`,
  adjustmentNegative: (balance: number, on: string) =>
    `This would leave a negative balance: ${daysText(balance)} on ${dmy(on)}.`,
  /** Leave of a type taken from another's balance too (special leave from annual leave). */
  notEnoughIn: (type: string, from: string, requested: number, available: number, on: string) =>
    `Not enough ${from} balance for ${type}, which is taken from it: ${daysText(requested)} requested, ${daysText(available)} available on ${dmy(on)}.`,
  overPerRequest: (type: string, most: number) => `${type} is at most ${daysText(most)} a request.`,
  approvalOver: (type: string, requested: number, balance: number, on: string) =>
    `Approving would take ${type} below zero: ${daysText(requested)} requested, ${daysText(balance)} left on ${dmy(on)} after the leave already approved.`,
};
