// The law of seniority indemnity, severance, notice and the leaver's pay, as dated versions with their sources.
// Each list is sorted by `from` (YYYY-MM-DD); the version in force on a day is the last one from on or before it.
// What the sources left open, and the choice made, is said beside each value.

export interface Dated<T> {
  from: string;
  value: T;
  source: string;
}

export function inForce<T>(versions: readonly Dated<T>[], on: string): Dated<T> | null {
  let found: Dated<T> | null = null;
  for (const v of versions) if (v.from <= on) found = v;
  return found;
}

export interface SeniorityRule {
  /** Days of average wage paid in each half-year's run (June, December). */
  daysPerHalf: number;
  /** The months whose run pays the half-year ending in them. */
  payMonths: readonly number[];
  /** A worker with less service than this by the half's last day is paid nothing for it; one with at least this
   * much is paid the whole half (the sources read it so: no proration). */
  minServiceMonths: number;
  /** A leaver ended by the employer (not for serious misconduct) with at least `minServiceMonths` in a half not
   * yet paid is paid this many days for it. */
  leaverDays: number;
  /** The average monthly wage ÷ this = the daily wage (the payroll's unpaid-day divisor; not found stated in the
   * Prakas itself). */
  dailyDivisor: number;
}

export const SENIORITY_INDEMNITY: readonly Dated<SeniorityRule>[] = [
  {
    from: '2019-01-01',
    value: { daysPerHalf: 7.5, payMonths: [6, 12], minServiceMonths: 1, leaverDays: 7, dailyDivisor: 26 },
    source:
      'Labour Law art. 89 as amended by the law of 26 June 2018 (NS/RKM/0618/010); Prakas 443 MLVT of 21 September ' +
      '2018 on the payment of seniority indemnity: 15 days of wages and benefits a year for undetermined-duration ' +
      'contracts, 7.5 days in June and 7.5 in December, from one month of service; 7 days for a part half-year ' +
      'when the employer ends the contract',
  },
];

export interface SeniorityTaxRule {
  /** Riel of each half-year payment exempt from tax on salary; null: all of it. */
  exemptRielPerPayment: number | null;
}

export const SENIORITY_TAX: readonly Dated<SeniorityTaxRule>[] = [
  {
    from: '2019-01-01',
    value: { exemptRielPerPayment: null },
    source: 'Circular 003 MEF.GDT of 11 April 2019: seniority indemnity exempt from tax on salary',
  },
  {
    from: '2020-01-01',
    value: { exemptRielPerPayment: 2_000_000 },
    source:
      'Circular 002 MEF.GDT of 24 March 2020: exempt up to 4,000,000 riel a year; paid twice a year, 2,000,000 ' +
      "riel of each payment is exempt and the rest is added to the month's taxable salary",
  },
];

export interface SeveranceRule {
  /** Of the wages paid during the fixed-duration contract, in basis points. */
  rateBp: number;
  /** Exempt from tax on salary within the Labour Law's amount. */
  taxable: boolean;
}

export const SEVERANCE: readonly Dated<SeveranceRule>[] = [
  {
    from: '2016-10-06',
    value: { rateBp: 500, taxable: false },
    source:
      'Labour Law art. 73 (at least 5% of the wages paid during a fixed-duration contract, unless a collective ' +
      'agreement sets more); tax: Circular of the MEF of 6 October 2016 on tax on salary and fringe benefits ' +
      '(severance within the Labour Law exempt)',
  },
];

export interface NoticeBand {
  /** Continuous service below this many months (null: any longer). */
  underMonths: number | null;
  days: number;
}

export interface NoticeRule {
  bands: readonly NoticeBand[];
  /** A month's wage pays this many days of notice (notice runs in calendar days). */
  monthDays: number;
}

export const NOTICE: readonly Dated<NoticeRule>[] = [
  {
    from: '1997-03-13',
    value: {
      bands: [
        { underMonths: 6, days: 7 },
        { underMonths: 24, days: 15 },
        { underMonths: 60, days: 30 },
        { underMonths: 120, days: 60 },
        { underMonths: null, days: 90 },
      ],
      monthDays: 30,
    },
    source:
      'Labour Law art. 75: 7 days under 6 months of service, 15 days from 6 months to 2 years, 1 month from 2 to ' +
      '5 years, 2 months from 5 to 10 years, 3 months above 10 years (the bands above 2 years not checked against ' +
      'the text); the wage of the notice not given is owed in lieu (Labour Law art. 77, not checked against the text)',
  },
];

export interface LeaverPayRule {
  /** Untaken annual leave is paid at the base ÷ this per day. */
  leaveDailyDivisor: number;
  /** Salary to the last day: the base × calendar days worked in the period ÷ the period's calendar days. */
  salaryProration: 'calendar_days';
}

export const LEAVER_PAY: readonly Dated<LeaverPayRule>[] = [
  {
    from: '1997-03-13',
    value: { leaveDailyDivisor: 26, salaryProration: 'calendar_days' },
    source:
      'Labour Law art. 166-167 (paid annual leave; the leave earned and not taken is paid at the end, article not ' +
      "checked against the text); the daily wage as the payroll's unpaid day (the base ÷ 26)",
  },
];
