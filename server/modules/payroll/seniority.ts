// Seniority indemnity, severance and pay in lieu of notice computed from plain data (the law in
// seniority-law.ts): no database. Rounding as in compute-payslip.ts, once per amount, half away from zero.
import { addDays, addMonthsToDate, daysBetween } from '../../../contract/dates.ts';
import { formatUsd } from '../../../contract/money.ts';
import { centsToRiel, rielToCents, roundDiv } from './compute-payslip.ts';
import { inForce, NOTICE, SENIORITY_INDEMNITY, SENIORITY_TAX, SEVERANCE, type Dated } from './seniority-law.ts';

/** An earning the law adds to a payslip, with the part taxed as salary. */
export interface StatutoryEarning {
  code: 'seniority' | 'severance' | 'notice' | 'salary' | 'annual_leave';
  name: string;
  amount_cents: number;
  taxable_cents: number;
  /** How it was computed and the rule's source. */
  basis: string;
  rule: string;
}

const mustHave = <T>(v: Dated<T> | null, what: string, on: string): Dated<T> => {
  if (!v) throw new Error(`No ${what} rule is in force on ${on}.`);
  return v;
};

/** The half-year a pay month closes (June: January–June, December: July–December), or null. */
export function halfOf(month: string): { from: string; to: string } | null {
  const rule = inForce(SENIORITY_INDEMNITY, `${month}-01`);
  const m = Number(month.slice(5, 7));
  if (!rule || !rule.value.payMonths.includes(m)) return null;
  const year = month.slice(0, 4);
  return m === 6 ? { from: `${year}-01-01`, to: `${year}-06-30` } : { from: `${year}-07-01`, to: `${year}-12-31` };
}

/** The half-year a day falls in. */
export const halfOfDate = (date: string) =>
  Number(date.slice(5, 7)) <= 6
    ? { from: `${date.slice(0, 4)}-01-01`, to: `${date.slice(0, 4)}-06-30` }
    : { from: `${date.slice(0, 4)}-07-01`, to: `${date.slice(0, 4)}-12-31` };

/** The taxable part of a seniority payment: what exceeds the exemption, in riel at the run's rate. */
function seniorityTaxable(amount: number, rate: number, on: string): { taxable: number; note: string } {
  const tax = mustHave(inForce(SENIORITY_TAX, on), 'seniority tax', on);
  const cap = tax.value.exemptRielPerPayment;
  if (cap === null) return { taxable: 0, note: 'exempt from tax on salary' };
  const excessRiel = Math.max(0, centsToRiel(amount, rate) - cap);
  return {
    taxable: excessRiel > 0 ? rielToCents(excessRiel, rate) : 0,
    note: `${cap.toLocaleString('en-US')} riel exempt from tax on salary`,
  };
}

/**
 * The half-year's indemnity for an undetermined-duration contract: `days` of the average monthly wage ÷ the
 * divisor, when service since `serviceFrom` reaches the minimum by `serviceTo`; null otherwise.
 * `wages`: the gross pay of each month of the half paid so far (this month's included).
 */
export function seniorityIndemnity(o: {
  serviceFrom: string;
  serviceTo: string;
  wages: readonly number[];
  rate: number;
  leaver?: boolean;
  /** The leaver served the whole half: the half's days, not the part half's. */
  wholeHalf?: boolean;
}): StatutoryEarning | null {
  const law = mustHave(inForce(SENIORITY_INDEMNITY, o.serviceTo), 'seniority indemnity', o.serviceTo);
  const rule = law.value;
  if (o.wages.length === 0) return null;
  if (addMonthsToDate(o.serviceFrom, rule.minServiceMonths) > addDays(o.serviceTo, 1)) return null;
  const days = o.leaver && !o.wholeHalf ? rule.leaverDays : rule.daysPerHalf;
  const sum = o.wages.reduce((s, w) => s + w, 0);
  // days × (sum ÷ n) ÷ divisor, in tenths of a day so 7.5 stays whole, rounded once.
  const amount = roundDiv(sum * Math.round(days * 10), o.wages.length * rule.dailyDivisor * 10);
  const average = roundDiv(sum, o.wages.length);
  const tax = seniorityTaxable(amount, o.rate, o.serviceTo);
  const taxRule = mustHave(inForce(SENIORITY_TAX, o.serviceTo), 'seniority tax', o.serviceTo);
  return {
    code: 'seniority',
    name: `Seniority indemnity (${days} d × ${formatUsd(average)} ÷ ${rule.dailyDivisor})`,
    amount_cents: amount,
    taxable_cents: tax.taxable,
    basis:
      `${days} days of the average monthly wage ${formatUsd(average)} (${o.wages.length} month` +
      `${o.wages.length === 1 ? '' : 's'}) ÷ ${rule.dailyDivisor}; ${tax.note}`,
    rule: `${law.source}. Tax: ${taxRule.source}`,
  };
}

/** Severance at the end of a fixed-duration contract: the rate of the wages paid during it. */
export function severance(o: { wagesPaid: number; on: string }): StatutoryEarning | null {
  const law = mustHave(inForce(SEVERANCE, o.on), 'severance', o.on);
  if (o.wagesPaid <= 0) return null;
  const amount = roundDiv(o.wagesPaid * law.value.rateBp, 10_000);
  return {
    code: 'severance',
    name: `Severance (${law.value.rateBp / 100}% of ${formatUsd(o.wagesPaid)})`,
    amount_cents: amount,
    taxable_cents: law.value.taxable ? amount : 0,
    basis: `${law.value.rateBp / 100}% of the wages paid during the fixed-duration contract, ${formatUsd(o.wagesPaid)}${law.value.taxable ? '' : '; exempt from tax on salary'}`,
    rule: law.source,
  };
}

/** The notice the law sets for service from `joined` to `lastDay`, in days. */
export function noticeDays(joined: string, lastDay: string): number {
  const law = mustHave(inForce(NOTICE, lastDay), 'notice', lastDay);
  for (const band of law.value.bands)
    if (band.underMonths === null || addMonthsToDate(joined, band.underMonths) > addDays(lastDay, 1)) return band.days;
  return 0;
}

/** Pay in lieu of the notice days the employer did not give: the base × missing days ÷ a month's days. */
export function payInLieuOfNotice(o: {
  joined: string;
  lastDay: string;
  givenDays: number;
  base: number;
}): StatutoryEarning | null {
  const law = mustHave(inForce(NOTICE, o.lastDay), 'notice', o.lastDay);
  const owed = noticeDays(o.joined, o.lastDay);
  const missing = Math.max(0, owed - o.givenDays);
  if (missing === 0 || o.base <= 0) return null;
  const amount = roundDiv(o.base * missing, law.value.monthDays);
  const served = daysBetween(o.joined, o.lastDay) + 1;
  return {
    code: 'notice',
    name: `Pay in lieu of notice (${missing} of ${owed} d)`,
    amount_cents: amount,
    taxable_cents: amount,
    basis:
      `${served} days of service: ${owed} days of notice owed, ${o.givenDays} given; ${missing} days × ` +
      `${formatUsd(o.base)} ÷ ${law.value.monthDays}`,
    rule: law.source,
  };
}
