// Cambodia's leave rules as dated data, each with the instrument, article and date it comes from, and what the
// sources checked say where they do not agree. The demo's leave policies are built from these; a company may
// grant more (Labour Law art. 166 allows more favourable collective agreements and contracts), never less.
// `verified` says whether the figure was read in a published text of the instrument; `unverified` says what
// could not be checked and why.

export interface LawSource {
  instrument: string;
  article: string;
  /** The instrument's date (promulgation or signature), YYYY-MM-DD. */
  date: string;
  /** Where the text was read. */
  readAt: string[];
}

export interface LawRule<T> {
  /** The first day the rule applies, YYYY-MM-DD. */
  validFrom: string;
  value: T;
  source: LawSource;
  verified: boolean;
  unverified?: string;
  /** Where sources disagree: the other reading, kept so a company can choose it. */
  alternatives?: { value: T; source: LawSource; note: string }[];
}

const LABOUR_LAW = 'Labour Law of the Kingdom of Cambodia (Royal Kram CS/RKM/0397/01)';
const LABOUR_LAW_DATE = '1997-03-13';
const ILO_TEXT = 'ILO NATLEX English translation of the Labour Law (ilo.org/dyn/travail/docs/701/labour)';
const MLVT_TEXT = 'Ministry of Labour and Vocational Training, Labour Law page (mlvt.gov.kh)';

const labourLaw = (article: string, readAt: string[] = [ILO_TEXT, MLVT_TEXT]): LawSource => ({
  instrument: LABOUR_LAW,
  article,
  date: LABOUR_LAW_DATE,
  readAt,
});

export const CAMBODIA_LEAVE_LAW = {
  /** Paid annual leave earned per month of continuous service, in days. */
  annualDaysPerMonth: {
    validFrom: LABOUR_LAW_DATE,
    value: 1.5,
    source: labourLaw('art. 166 para. 1'),
    verified: true,
  },
  /** One extra day of annual leave a year for every three years of service. */
  seniorityStep: {
    validFrom: LABOUR_LAW_DATE,
    value: { days: 1, everyYears: 3 },
    source: labourLaw('art. 166 para. 4'),
    verified: true,
    unverified:
      'The article says the length of leave "is increased ... at the rate of one day per three years of service"; ' +
      'that the extra days are granted once a year from each anniversary (19 days a year from the 3rd, 20 from the ' +
      '6th) is the reading of practitioners (BNG Legal, 2012; WageIndicator), not words of the law.',
  },
  /** Months of service before annual leave may be taken (it accrues from the first month). */
  annualUsableAfterMonths: {
    validFrom: LABOUR_LAW_DATE,
    value: 12,
    source: labourLaw('art. 167 para. 1'),
    verified: true,
  },
  /**
   * Deferred annual leave: at most three consecutive years, and only the days above twelve a year. The demo
   * keeps a company carry-over limit instead (a policy setting); this is the ceiling a policy must respect.
   */
  annualDeferral: {
    validFrom: LABOUR_LAW_DATE,
    value: { maxYears: 3, onlyDaysAbove: 12 },
    source: labourLaw('art. 167 para. 4'),
    verified: true,
  },
  /** A leaver who has not yet earned the right to take leave is paid for the days earned (art. 166 basis). */
  leaverIndemnity: {
    validFrom: LABOUR_LAW_DATE,
    value: 'prorated to the time worked',
    source: labourLaw('art. 166 para. 2, art. 167 para. 2'),
    verified: true,
  },
  /** Special leave for events directly affecting the worker's immediate family, deducted from annual leave. */
  specialLeaveDays: {
    validFrom: LABOUR_LAW_DATE,
    value: 7,
    source: {
      instrument: LABOUR_LAW,
      article: 'art. 171',
      date: LABOUR_LAW_DATE,
      readAt: ['Prakas No. 267 of 11 October 2001 on special leave (cited by GMAC, "Legal Pointer No. 13: Leave")'],
    },
    verified: false,
    unverified:
      'The text of art. 171 and of Prakas 267/2001 could not be read in the sources available; 7 days is the figure ' +
      'the product was asked to carry. The ILO TRAVAIL maternity database (2011) reports 10 days under art. 171.',
    alternatives: [
      {
        value: 10,
        source: {
          instrument: LABOUR_LAW,
          article: 'art. 171',
          date: LABOUR_LAW_DATE,
          readAt: ['ILO TRAVAIL legal database, Cambodia, maternity protection, 2011 (related types of leave)'],
        },
        note: 'ILO reports "a maximum of ten days special leave for family events".',
      },
    ],
  },
  /** Whether special leave is deducted from annual leave. */
  specialLeaveFromAnnual: {
    validFrom: LABOUR_LAW_DATE,
    value: true,
    source: labourLaw('art. 171', []),
    verified: false,
    unverified: 'Stated by the task and by secondary guides; the article text itself was not read.',
  },
  /** Maternity leave, calendar days (Sundays and holidays included, Arbitration Council 23/08, 25/08). */
  maternityDays: {
    validFrom: LABOUR_LAW_DATE,
    value: 90,
    source: labourLaw('art. 182', [ILO_TEXT, 'ILO TRAVAIL maternity protection database (2011)', 'NOP Legal (2018)']),
    verified: true,
  },
  /** Maternity pay by the employer: half the wage, only after one year of uninterrupted service. */
  maternityPay: {
    validFrom: LABOUR_LAW_DATE,
    value: { percent: 50, afterMonthsOfService: 12 },
    source: labourLaw('art. 183', ['NOP Legal, "Wage during maternity leave" (2018)']),
    verified: true,
    unverified:
      'Since 2018 the NSSF pays a maternity allowance (Prakas on maternity benefit); its share and how it offsets ' +
      "the employer's half were not verified, so payroll should treat the 50% as the employer's minimum.",
  },
  /**
   * Sick leave: the law suspends the contract for certified illness up to six months and sets no pay. The
   * Ministry's recommendation (100% the 1st month, 60% the 2nd and 3rd, unpaid the 4th to 6th) is policy, not law.
   */
  sickLeave: {
    validFrom: LABOUR_LAW_DATE,
    value: { maxMonths: 6, payPercentByMonth: [100, 60, 60, 0, 0, 0] },
    source: labourLaw('art. 71, art. 72', ['NOP Legal, "Leave due to sickness" (2019)', 'WageIndicator (2025)']),
    verified: true,
    unverified:
      'The pay steps are a Ministry of Labour recommendation reported by WageIndicator; the instrument carrying it ' +
      'was not found. NSSF sick-leave benefit (70% of reference earnings from June 2023) was not verified.',
  },
} as const satisfies Record<string, LawRule<unknown>>;

/** The source of a rule as one line, for a policy's `source` column and the ledger's policy lines. */
export function citation(rule: LawRule<unknown>): string {
  const s = rule.source;
  const note = rule.verified ? '' : ' (not verified against the text)';
  return `${s.instrument}, ${s.article}, ${s.date}${note}`;
}
