// One employee's payslip for one month, computed from plain data: no database, no clock.
//
// Rounding, stated once:
// - Money is integer cents (USD) and whole riel. Every rounding is half away from zero (`roundDiv`), applied
//   once per line: a line's amount is computed exactly from integers and rounded to the cent.
// - Overtime: base × minutes × rate% ÷ (days × hours × 60 × 100), the hourly rate never rounded on its own.
//   An unpaid day: base × days ÷ the rule's days (half days counted as halves); a leave day paid at p%: (100 − p)%
//   of that. A calendar-day leave (maternity) is a share of its month instead: base × days ÷ the month's days,
//   times (100 − p)%.
// - A run has two rates: tax on salary (and fringe benefit tax) at the tax rate, NSSF at the NSSF rate.
// - Tax on salary is computed in riel: the taxable salary in cents is converted at the tax rate and rounded to
//   the riel; the tax is summed over the brackets exactly and rounded to the riel once; it is converted back to
//   cents at the same rate and rounded to the cent. NSSF contributions likewise at the NSSF rate: the wage
//   converted and rounded to the riel, each contribution rounded to the riel, then converted back and rounded to
//   the cent. Fringe benefit tax: the taxed value converted at the tax rate, the tax rounded to the riel once.
// - Net pay in riel is the net in cents converted at the tax rate, rounded to the riel.
//
// What counts where (where the law is silent, chosen here):
// - Gross pay = base − unpaid leave − absence + overtime + cash earnings (pay lines). Deductions come off after.
//   A benefit in kind is shown at its value but is not cash: not in gross, net, nor the taxable salary.
// - Taxable salary = base − unpaid leave − absence + overtime + taxable earnings − taxable deductions (a
//   "taxable" deduction is taken before tax) − the employee's NSSF pension while the pension_deduction rule
//   says it is deductible; never below zero.
// - The NSSF contributable wage is the gross pay, clamped to each scheme's floor and cap; nothing is contributed
//   on a gross of zero. No pension line before the pension rule is in force.
// - Fringe benefit tax is on the benefits in kind plus the employer-paid pension above pension_exempt_bp of the
//   gross pay, one employer line per payslip.
// - Dependants: a non-working spouse counts one, each child one; non-residents get no relief.
// - Overtime on a rest day or holiday is paid at the rest-day rate whatever the hour; otherwise night minutes
//   (night_from … night_to) at the night rate and the rest at the normal rate.
import { lineFigures } from '../../../contract/payslip-line-figures.ts';
import type { PayRules, TaxBracket } from './pay-rules.ts';

export interface PayLineInput {
  id: number;
  kind: 'earning' | 'deduction';
  name: string;
  amount_cents: number | null;
  percent_bp: number | null;
  taxable: boolean;
  /** null: cash; else a fringe benefit (an earning only). */
  benefit?: 'in_kind' | 'employer_pension' | null;
}

export interface PayslipInput {
  base_cents: number;
  resident: boolean;
  /** Non-working spouse (0 or 1) plus children. */
  dependants: number;
  pay_lines: readonly PayLineInput[];
  /** Unpaid leave and absence in half days (a half-day leave counts 1, a full day 2). */
  unpaid_leave_half_days: number;
  /** Leave paid in part (its type's policy), in half days per percent of the day's pay it keeps. */
  part_paid_leave?: readonly { percent: number; half_days: number; of_days?: number }[];
  absence_half_days: number;
  /** Approved overtime minutes, split by the rate they are paid at. */
  overtime: { normal_minutes: number; night_minutes: number; rest_day_minutes: number };
  /** Riel per US dollar, whole riel: the tax rate. */
  exchange_rate: number;
  /** The NSSF rate; the tax rate when left out. */
  nssf_exchange_rate?: number;
  rules: PayRules;
  /** Earnings the law adds (seniority indemnity, severance: seniority.ts), each with the part taxed as salary. */
  statutory?: readonly { code: string; name: string; amount_cents: number; taxable_cents: number }[];
}

export type LineKind = 'earning' | 'deduction' | 'employer' | 'benefit';
export interface ComputedLine {
  /** base, unpaid_leave, absence, overtime_normal, overtime_night, overtime_rest_day, pay_line, tax,
   * nssf_pension, nssf_pension_employer, nssf_health, nssf_occupational_risk, fbt. */
  code: string;
  name: string;
  kind: LineKind;
  /** Signed: an unpaid day is a negative earning. */
  amount_cents: number;
  /** The pay line it came from (code pay_line). */
  pay_line_id: number | null;
  /** The amount in riel where it was computed in riel (tax, NSSF). */
  amount_riel: number | null;
}

export interface ComputedPayslip {
  lines: ComputedLine[];
  employer_lines: ComputedLine[];
  gross_cents: number;
  taxable_cents: number;
  taxable_riel: number;
  tax_riel: number;
  tax_cents: number;
  employee_nssf_cents: number;
  employer_cents: number;
  deductions_cents: number;
  net_cents: number;
  net_riel: number;
}

/** a ÷ b rounded half away from zero; b > 0, a an integer. */
export function roundDiv(a: number, b: number): number {
  const q = Math.floor((2 * Math.abs(a) + b) / (2 * b));
  return a < 0 ? -q : q;
}

export const centsToRiel = (cents: number, rate: number) => roundDiv(cents * rate, 100);
export const rielToCents = (riel: number, rate: number) => roundDiv(riel * 100, rate);

/** Resident tax on a monthly taxable salary in riel (after relief), rounded to the riel once. */
export function progressiveTaxRiel(taxableRiel: number, brackets: readonly TaxBracket[]): number {
  let exact = 0; // riel × basis points
  let lower = 0;
  for (const b of brackets) {
    const upper = b.up_to_riel ?? Infinity;
    if (taxableRiel > lower) exact += (Math.min(taxableRiel, upper) - lower) * b.rate_bp;
    lower = upper;
    if (taxableRiel <= upper) break;
  }
  return roundDiv(exact, 10_000);
}

export function taxRiel(taxableRiel: number, resident: boolean, dependants: number, rules: PayRules): number {
  if (!resident) return roundDiv(Math.max(0, taxableRiel) * rules.non_resident_tax.rate_bp, 10_000);
  const relieved = Math.max(0, taxableRiel - dependants * rules.dependant_relief.riel_per_dependant);
  return progressiveTaxRiel(relieved, rules.tax_brackets.brackets);
}

const line = (
  code: string,
  name: string,
  kind: LineKind,
  amount_cents: number,
  extra: { pay_line_id?: number; amount_riel?: number } = {},
): ComputedLine => ({
  code,
  name,
  kind,
  amount_cents,
  pay_line_id: extra.pay_line_id ?? null,
  amount_riel: extra.amount_riel ?? null,
});

const days = (halfDays: number) => (halfDays % 2 === 0 ? String(halfDays / 2) : (halfDays / 2).toFixed(1));
const hours = (minutes: number) => `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;

/** A computed component's name without its quantity ("Absence" for "Absence (21 d)"): the register's column. */
export const COMPONENT_NAMES: Readonly<Record<string, string>> = {
  base: 'Base salary',
  unpaid_leave: 'Unpaid leave',
  part_paid_leave: 'Part-paid leave',
  absence: 'Absence',
  overtime_normal: 'Overtime',
  overtime_night: 'Overtime at night',
  overtime_rest_day: 'Overtime on rest days and holidays',
  seniority: 'Seniority indemnity',
  severance: 'Severance',
};

/** The quantity a leave, absence or overtime line's name carries ("(1.5 d)", "(2h30 at 150%)"): stored payslips
 * keep only the name. */
export function lineQuantity(l: { code: string; name: string }): { unit: 'days' | 'hours'; value: number } | null {
  if (
    l.code !== 'unpaid_leave' &&
    l.code !== 'part_paid_leave' &&
    l.code !== 'absence' &&
    !l.code.startsWith('overtime_')
  )
    return null;
  const f = lineFigures(l);
  if (f?.form === 'days' || f?.form === 'partPaid') return { unit: 'days', value: Number(f.days) };
  if (f?.form === 'overtime') return { unit: 'hours', value: Number(f.hours) + Number(f.minutes) / 60 };
  return null;
}

export function computePayslip(input: PayslipInput): ComputedPayslip {
  const { base_cents: base, rules, exchange_rate: rate } = input;
  const lines: ComputedLine[] = [line('base', COMPONENT_NAMES.base, 'earning', base)];
  let taxable = base;

  const unpaidDay = rules.unpaid_day.days;
  for (const [code, halfDays] of [
    ['unpaid_leave', input.unpaid_leave_half_days],
    ['absence', input.absence_half_days],
  ] as const) {
    if (halfDays <= 0) continue;
    const amount = -roundDiv(base * halfDays, 2 * unpaidDay);
    lines.push(line(code, `${COMPONENT_NAMES[code]} (${days(halfDays)} d)`, 'earning', amount));
    taxable += amount;
  }
  // A part-paid day takes off the share of an unpaid day's amount that it does not pay; a calendar-day leave's
  // day is a share of its month's days (of_days), and at 0% it is unpaid leave.
  for (const { percent, half_days: halfDays, of_days: ofDays } of input.part_paid_leave ?? []) {
    if (halfDays <= 0 || percent >= 100) continue;
    const amount = -roundDiv(base * halfDays * (100 - percent), 2 * (ofDays ?? unpaidDay) * 100);
    const code = percent === 0 ? 'unpaid_leave' : 'part_paid_leave';
    const name =
      percent === 0
        ? `${COMPONENT_NAMES.unpaid_leave} (${days(halfDays)} d)`
        : `${COMPONENT_NAMES.part_paid_leave} at ${percent}% (${days(halfDays)} d)`;
    lines.push(line(code, name, 'earning', amount));
    taxable += amount;
  }

  const { days: hDays, hours: hHours } = rules.hourly_rate;
  const ot = rules.overtime;
  for (const [code, minutes, pct] of [
    ['overtime_normal', input.overtime.normal_minutes, ot.normal_pct],
    ['overtime_night', input.overtime.night_minutes, ot.night_pct],
    ['overtime_rest_day', input.overtime.rest_day_minutes, ot.rest_day_pct],
  ] as const) {
    if (minutes <= 0) continue;
    const amount = roundDiv(base * minutes * pct, hDays * hHours * 60 * 100);
    lines.push(line(code, `${COMPONENT_NAMES[code]} (${hours(minutes)} at ${pct}%)`, 'earning', amount));
    taxable += amount;
  }

  for (const s of input.statutory ?? []) {
    lines.push(line(s.code, s.name, 'earning', s.amount_cents));
    taxable += s.taxable_cents;
  }

  let deductions = 0;
  let inKind = 0;
  let employerPension = 0;
  for (const p of input.pay_lines) {
    const amount = p.amount_cents ?? roundDiv(base * (p.percent_bp ?? 0), 10_000);
    if (p.kind === 'earning' && p.benefit) {
      lines.push(line('pay_line', p.name, 'benefit', amount, { pay_line_id: p.id }));
      if (p.benefit === 'employer_pension') employerPension += amount;
      else inKind += amount;
    } else if (p.kind === 'earning') {
      lines.push(line('pay_line', p.name, 'earning', amount, { pay_line_id: p.id }));
      if (p.taxable) taxable += amount;
    } else {
      lines.push(line('pay_line', p.name, 'deduction', amount, { pay_line_id: p.id }));
      deductions += amount;
      if (p.taxable) taxable -= amount;
    }
  }
  const gross = lines.filter((l) => l.kind === 'earning').reduce((s, l) => s + l.amount_cents, 0);

  const nssfRate = input.nssf_exchange_rate ?? rate;
  const wageRiel = gross > 0 ? centsToRiel(gross, nssfRate) : 0;
  const clamp = (r: { floor_riel: number; cap_riel: number }) =>
    wageRiel > 0 ? Math.min(Math.max(wageRiel, r.floor_riel), r.cap_riel) : 0;
  const employer: ComputedLine[] = [];
  const employerLine = (code: string, name: string, riel: number, lineRate: number) =>
    employer.push(line(code, name, 'employer', rielToCents(riel, lineRate), { amount_riel: riel }));

  const p = rules.nssf_pension;
  let pensionEmployee = 0;
  let pensionLine: ComputedLine | null = null;
  if (p) {
    const contributable = clamp(p);
    const pensionEmployeeRiel = roundDiv(contributable * p.employee_bp, 10_000);
    pensionEmployee = rielToCents(pensionEmployeeRiel, nssfRate);
    pensionLine = line('nssf_pension', 'NSSF pension (employee)', 'deduction', pensionEmployee, {
      amount_riel: pensionEmployeeRiel,
    });
    employerLine(
      'nssf_pension_employer',
      'NSSF pension (employer)',
      roundDiv(contributable * p.employer_bp, 10_000),
      nssfRate,
    );
    if (rules.pension_deduction?.deductible) taxable -= pensionEmployee;
  }
  taxable = Math.max(0, taxable);

  const taxableRiel = centsToRiel(taxable, rate);
  const taxR = taxRiel(taxableRiel, input.resident, input.dependants, rules);
  const taxCents = rielToCents(taxR, rate);
  lines.push(line('tax', 'Tax on salary', 'deduction', taxCents, { amount_riel: taxR }));
  if (pensionLine) lines.push(pensionLine);

  const h = rules.nssf_health;
  employerLine('nssf_health', 'NSSF health care', roundDiv(clamp(h) * h.employer_bp, 10_000), nssfRate);
  const r = rules.nssf_occupational_risk;
  employerLine(
    'nssf_occupational_risk',
    'NSSF occupational risk',
    roundDiv(clamp(r) * r.employer_bp, 10_000),
    nssfRate,
  );

  const fbt = rules.fringe_benefit_tax;
  if (fbt && inKind + employerPension > 0) {
    const exempt = roundDiv(Math.max(0, gross) * fbt.pension_exempt_bp, 10_000);
    const taxedRiel = centsToRiel(inKind + Math.max(0, employerPension - exempt), rate);
    employerLine('fbt', 'Fringe benefit tax', roundDiv(taxedRiel * fbt.rate_bp, 10_000), rate);
  }

  const net = gross - deductions - taxCents - pensionEmployee;
  return {
    lines,
    employer_lines: employer,
    gross_cents: gross,
    taxable_cents: taxable,
    taxable_riel: taxableRiel,
    tax_riel: taxR,
    tax_cents: taxCents,
    employee_nssf_cents: pensionEmployee,
    employer_cents: employer.reduce((s, l) => s + l.amount_cents, 0),
    deductions_cents: deductions + taxCents + pensionEmployee,
    net_cents: net,
    net_riel: centsToRiel(net, rate),
  };
}

/** Splits an overtime span (local HH:mm, end may pass midnight) into normal and night minutes. */
export function splitNightMinutes(
  start: string,
  end: string,
  nightFrom: string,
  nightTo: string,
): { normal: number; night: number } {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const s = m(start);
  let e = m(end);
  if (e <= s) e += 1440;
  const nf = m(nightFrom);
  const nt = m(nightTo);
  // Night windows over two days: [nf-1440, nt], [nf, nt+1440], [nf+1440, nt+2880].
  let night = 0;
  for (const offset of [-1440, 0, 1440]) {
    const a = nf + offset;
    const b = (nt <= nf ? nt + 1440 : nt) + offset;
    night += Math.max(0, Math.min(e, b) - Math.max(s, a));
  }
  return { normal: e - s - night, night };
}
