// The words printed on payroll's documents (a payslip, a leaver's settlement statement, the register's headers)
// in English and Khmer.
// English is what the documents printed before they spoke Khmer, word for word; FormatJS formats both.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { ContractKind, EndReason } from '../../contract/api/employment.ts';
import { CONTRACT_KIND_LABELS, END_REASON_LABELS } from '../../contract/api/employment.ts';
import { MONTH_NAMES } from '../../contract/dates.ts';
import { COMPONENT_NAMES } from '../modules/payroll/compute-payslip.ts';
import type { Language } from '../../contract/languages.ts';
import { carriesFigures, lineFigures } from '../../contract/payslip-line-figures.ts';

export const DOCUMENT_EN = {
  'payslip.title': 'Payslip — {month}',
  'payslip.subject': 'Payslip',
  'payslip.draft': 'DRAFT: this run is not approved yet',
  'payslip.employer': 'Employer',
  'payslip.payPeriod': 'Pay period',
  'payslip.periodRange': '{from} to {to}',
  'payslip.employee': 'Employee',
  'payslip.staffId': 'Staff ID',
  'payslip.position': 'Position',
  'payslip.department': 'Department',
  'payslip.bank': 'Bank',
  'payslip.bankAccount': 'Bank account',
  'payslip.exchangeRate': 'Exchange rate',
  'payslip.rielPerDollar': '{rate} riel per US dollar',
  'payslip.nssfRate': 'NSSF rate',
  'payslip.unpaidDays': 'Unpaid days',
  'payslip.overtime': 'Overtime',
  'payslip.overtimeTime': '{hours} h {minutes} min',
  'payslip.earnings': 'Earnings',
  'payslip.grossPay': 'Gross pay',
  'payslip.deductions': 'Deductions',
  'payslip.totalDeductions': 'Total deductions',
  'payslip.netPay': 'Net pay',
  'payslip.netPayRiel': 'Net pay in riel',
  'payslip.benefits': 'Benefits in kind (not paid in cash)',
  'payslip.employerPaid': 'Paid by the employer (not deducted)',
  'payslip.employerContributions': 'Employer contributions',
  'payslip.smallPrint':
    'Tax on salary computed in riel ({tax}) on a taxable salary of {taxable}, rounded to the riel and converted at the rate above; NSSF at the NSSF rate. This payslip is frozen as generated.',
  'settlement.title': 'Final settlement',
  'settlement.subject': 'Final settlement',
  'settlement.lastDay': 'Last day',
  'settlement.reason': 'Reason',
  'settlement.contract': 'Contract',
  'settlement.noticeGiven': 'Notice given',
  'settlement.noticeDays': '{days} days',
  'settlement.amounts': 'Amounts and the rules behind them',
  'settlement.how': 'How: {basis}.',
  'settlement.rule': 'Rule: {rule}.',
  'settlement.finalPayslip': 'Final payslip',
  'settlement.smallPrint': 'Recorded {day} by {user}. This statement is frozen as recorded.',
  'reason.resignation': END_REASON_LABELS.resignation,
  'reason.dismissal': END_REASON_LABELS.dismissal,
  'reason.serious_misconduct': END_REASON_LABELS.serious_misconduct,
  'reason.end_of_contract': END_REASON_LABELS.end_of_contract,
  'reason.death': END_REASON_LABELS.death,
  'contract.undetermined': CONTRACT_KIND_LABELS.undetermined,
  'contract.fixed': CONTRACT_KIND_LABELS.fixed,
  'contract.none': CONTRACT_KIND_LABELS.none,
  'register.sheet': 'Payroll {month}',
  'register.staffId': 'Staff ID',
  'register.employee': 'Employee',
  'register.department': 'Department',
  'register.position': 'Position',
  'register.bank': 'Bank',
  'register.bankAccount': 'Bank account',
  'register.grossPay': 'Gross pay',
  'register.netPayUsd': 'Net pay (USD)',
  'register.employerCost': 'Employer cost',
  'register.netPayRiel': 'Net pay (riel)',
  'register.total': 'Total',
  'register.rate': 'Rate {rate} riel/USD',
  'register.rates': 'Rates {rate} (tax), {nssf} (NSSF) riel/USD',
  'register.quantity': '{name} ({unit, select, days {days} other {hours}})',
  'component.base': COMPONENT_NAMES.base,
  'component.unpaid_leave': COMPONENT_NAMES.unpaid_leave,
  'component.part_paid_leave': COMPONENT_NAMES.part_paid_leave,
  'component.absence': COMPONENT_NAMES.absence,
  'component.overtime_normal': COMPONENT_NAMES.overtime_normal,
  'component.overtime_night': COMPONENT_NAMES.overtime_night,
  'component.overtime_rest_day': COMPONENT_NAMES.overtime_rest_day,
  'component.seniority': COMPONENT_NAMES.seniority,
  'component.severance': COMPONENT_NAMES.severance,
  'component.salary': 'Salary to the last day',
  'component.annual_leave': 'Untaken annual leave',
  'component.notice': 'Pay in lieu of notice',
  'component.tax': 'Tax on salary',
  'component.nssf_pension': 'NSSF pension (employee)',
  'component.nssf_pension_employer': 'NSSF pension (employer)',
  'component.nssf_health': 'NSSF health care',
  'component.nssf_occupational_risk': 'NSSF occupational risk',
  'component.fbt': 'Fringe benefit tax',
  // A computed line's name with the figures it carries (payslip-line-figures.ts), as payroll writes it in English.
  'figures.days': '{name} ({days} d)',
  'figures.partPaid': '{name} at {percent}% ({days} d)',
  'figures.overtime': '{name} ({hours}h{minutes} at {percent}%)',
  'figures.ofDays': '{name} ({days} of {of} d)',
  'figures.seniority': '{name} ({days} d × {average} ÷ {divisor})',
  'figures.severance': '{name} ({percent}% of {wages})',
} as const;

export type DocumentKey = keyof typeof DOCUMENT_EN;

export const DOCUMENT_KM: Record<DocumentKey, string> = {
  'payslip.title': 'បង្កាន់ដៃបៀវត្សរ៍ប្រចាំខែ {month}',
  'payslip.subject': 'បង្កាន់ដៃបៀវត្សរ៍',
  'payslip.draft': 'សេចក្ដីព្រាង៖ បៀវត្សរ៍ខែនេះមិនទាន់បានអនុម័តនៅឡើយទេ',
  'payslip.employer': 'និយោជក',
  'payslip.payPeriod': 'រយៈពេលបើកបៀវត្សរ៍',
  'payslip.periodRange': '{from} ដល់ {to}',
  'payslip.employee': 'បុគ្គលិក',
  'payslip.staffId': 'អត្តលេខបុគ្គលិក',
  'payslip.position': 'មុខតំណែង',
  'payslip.department': 'នាយកដ្ឋាន',
  'payslip.bank': 'ធនាគារ',
  'payslip.bankAccount': 'គណនីធនាគារ',
  'payslip.exchangeRate': 'អត្រាប្ដូរប្រាក់',
  'payslip.rielPerDollar': '{rate} រៀល ក្នុង 1 ដុល្លារអាមេរិក',
  'payslip.nssfRate': 'អត្រា ប.ស.ស.',
  'payslip.unpaidDays': 'ថ្ងៃគ្មានប្រាក់បៀវត្សរ៍',
  'payslip.overtime': 'ម៉ោងបន្ថែម',
  'payslip.overtimeTime': '{hours} ម៉ោង {minutes} នាទី',
  'payslip.earnings': 'ប្រាក់ចំណូល',
  'payslip.grossPay': 'បៀវត្សរ៍សរុប',
  'payslip.deductions': 'ការកាត់ប្រាក់',
  'payslip.totalDeductions': 'ការកាត់ប្រាក់សរុប',
  'payslip.netPay': 'បៀវត្សរ៍សុទ្ធ',
  'payslip.netPayRiel': 'បៀវត្សរ៍សុទ្ធជារៀល',
  'payslip.benefits': 'អត្ថប្រយោជន៍ជាវត្ថុ (មិនបើកជាសាច់ប្រាក់)',
  'payslip.employerPaid': 'និយោជកបង់ (មិនកាត់ពីបៀវត្សរ៍)',
  'payslip.employerContributions': 'ភាគទាននិយោជក',
  'payslip.smallPrint':
    'ពន្ធលើប្រាក់បៀវត្សរ៍គណនាជារៀល ({tax}) លើប្រាក់បៀវត្សរ៍ជាប់ពន្ធ {taxable} បង្គត់ជារៀល ហើយប្ដូរតាមអត្រាខាងលើ។ ភាគទាន ប.ស.ស. គណនាតាមអត្រា ប.ស.ស.។ បង្កាន់ដៃបៀវត្សរ៍នេះមិនប្រែប្រួលចាប់ពីពេលបង្កើត។',
  'settlement.title': 'ការទូទាត់ចុងក្រោយ',
  'settlement.subject': 'ការទូទាត់ចុងក្រោយ',
  'settlement.lastDay': 'ថ្ងៃធ្វើការចុងក្រោយ',
  'settlement.reason': 'មូលហេតុ',
  'settlement.contract': 'កិច្ចសន្យា',
  'settlement.noticeGiven': 'ការជូនដំណឹងមុន',
  'settlement.noticeDays': '{days} ថ្ងៃ',
  'settlement.amounts': 'ចំនួនទឹកប្រាក់ និងវិធានពាក់ព័ន្ធ',
  'settlement.how': 'របៀបគណនា៖ {basis}។',
  'settlement.rule': 'វិធាន៖ {rule}។',
  'settlement.finalPayslip': 'បង្កាន់ដៃបៀវត្សរ៍ចុងក្រោយ',
  'settlement.smallPrint': 'កត់ត្រានៅ {day} ដោយ {user}។ របាយការណ៍នេះមិនប្រែប្រួលចាប់ពីពេលកត់ត្រា។',
  'reason.resignation': 'ការលាលែងពីការងារ',
  'reason.dismissal': 'ការបញ្ឈប់ពីការងារដោយនិយោជក',
  'reason.serious_misconduct': 'ការបញ្ឈប់ពីការងារដោយសារកំហុសធ្ងន់ធ្ងរ',
  'reason.end_of_contract': 'ការផុតកំណត់កិច្ចសន្យាមានថិរវេលាកំណត់',
  'reason.death': 'មរណភាពរបស់បុគ្គលិក',
  'contract.undetermined': 'កិច្ចសន្យាមិនកំណត់ថិរវេលា',
  'contract.fixed': 'កិច្ចសន្យាមានថិរវេលាកំណត់',
  'contract.none': 'មិនមានកិច្ចសន្យាកត់ត្រា',
  'register.sheet': 'បៀវត្សរ៍ {month}',
  'register.staffId': 'អត្តលេខបុគ្គលិក',
  'register.employee': 'បុគ្គលិក',
  'register.department': 'នាយកដ្ឋាន',
  'register.position': 'មុខតំណែង',
  'register.bank': 'ធនាគារ',
  'register.bankAccount': 'គណនីធនាគារ',
  'register.grossPay': 'បៀវត្សរ៍សរុប',
  'register.netPayUsd': 'បៀវត្សរ៍សុទ្ធ (ដុល្លារ)',
  'register.employerCost': 'ចំណាយរបស់និយោជក',
  'register.netPayRiel': 'បៀវត្សរ៍សុទ្ធ (រៀល)',
  'register.total': 'សរុប',
  'register.rate': 'អត្រា {rate} រៀល/ដុល្លារ',
  'register.rates': 'អត្រា {rate} (ពន្ធ), {nssf} (ប.ស.ស.) រៀល/ដុល្លារ',
  'register.quantity': '{name} ({unit, select, days {ថ្ងៃ} other {ម៉ោង}})',
  'component.base': 'ប្រាក់បៀវត្សរ៍គោល',
  'component.unpaid_leave': 'ច្បាប់ឈប់សម្រាកគ្មានប្រាក់បៀវត្សរ៍',
  'component.part_paid_leave': 'ច្បាប់ឈប់សម្រាកបើកប្រាក់មួយផ្នែក',
  'component.absence': 'អវត្តមាន',
  'component.overtime_normal': 'ម៉ោងបន្ថែម',
  'component.overtime_night': 'ម៉ោងបន្ថែមពេលយប់',
  'component.overtime_rest_day': 'ម៉ោងបន្ថែមថ្ងៃសម្រាក និងថ្ងៃបុណ្យ',
  'component.seniority': 'ប្រាក់បំណាច់អតីតភាពការងារ',
  'component.severance': 'ប្រាក់បំណាច់បញ្ចប់ការងារ',
  'component.salary': 'ប្រាក់បៀវត្សរ៍រហូតដល់ថ្ងៃធ្វើការចុងក្រោយ',
  'component.annual_leave': 'ប្រាក់សំណងច្បាប់ឈប់សម្រាកប្រចាំឆ្នាំមិនទាន់ប្រើ',
  'component.notice': 'ប្រាក់សំណងជំនួសការជូនដំណឹងមុន',
  'component.tax': 'ពន្ធលើប្រាក់បៀវត្សរ៍',
  'component.nssf_pension': 'សោធននិវត្តន៍ ប.ស.ស. (បុគ្គលិក)',
  'component.nssf_pension_employer': 'សោធននិវត្តន៍ ប.ស.ស. (និយោជក)',
  'component.nssf_health': 'ថែទាំសុខភាព ប.ស.ស.',
  'component.nssf_occupational_risk': 'ហានិភ័យការងារ ប.ស.ស.',
  'component.fbt': 'ពន្ធលើអត្ថប្រយោជន៍បន្ថែម',
  'figures.days': '{name} ({days} ថ្ងៃ)',
  'figures.partPaid': '{name} តាមអត្រា {percent}% ({days} ថ្ងៃ)',
  'figures.overtime': '{name} ({hours} ម៉ោង {minutes} នាទី តាមអត្រា {percent}%)',
  'figures.ofDays': '{name} ({days} ក្នុងចំណោម {of} ថ្ងៃ)',
  'figures.seniority': '{name} ({days} ថ្ងៃ × {average} ÷ {divisor})',
  'figures.severance': '{name} ({percent}% នៃ {wages})',
};

const cache = createIntlCache();
const intls: Record<Language, IntlShape<string>> = {
  en: createIntl({ locale: 'en', messages: DOCUMENT_EN }, cache),
  km: createIntl({ locale: 'km', messages: DOCUMENT_KM, defaultLocale: 'en' }, cache),
};

/** A computed component's name in `language` ('base': Base salary); null for a code that is not one. */
function componentName(language: Language, code: string): string | null {
  const key = `component.${code}`;
  return Object.hasOwn(DOCUMENT_EN, key) ? intls[language].formatMessage({ id: key }) : null;
}

/**
 * A payslip line's name in `language`. English is the stored name itself; in another language a computed line is
 * worded from its code and the figures its stored name carries. A pay line (typed by HR) is data, and a name not
 * in its code's form is shown as stored rather than with its figures lost.
 */
export function lineName(language: Language, l: { code: string; name: string }): string {
  if (language === 'en' || l.code === 'pay_line') return l.name;
  const name = componentName(language, l.code);
  if (name === null) return l.name;
  if (!carriesFigures(l.code)) return name;
  const figures = lineFigures(l);
  if (!figures) return l.name;
  const { form, ...values } = figures;
  return intls[language].formatMessage({ id: `figures.${form}` }, { name, ...values });
}

type Lines = { code: string; name: string }[];

/** A payslip (or a settlement's final one) with its lines' names in `language`: the same object in English. */
export function linesInLanguage<T extends { lines: Lines; employer_lines: Lines }>(language: Language, slip: T): T {
  if (language === 'en') return slip;
  const word = (lines: Lines) => lines.map((l) => ({ ...l, name: lineName(language, l) }));
  return { ...slip, lines: word(slip.lines), employer_lines: word(slip.employer_lines) };
}

/** An argument of a text: the same in every language, or one per language (a month's name). */
type Value = string | number | ((language: Language) => string);
type Values = Record<string, Value>;

const KM_MONTHS = Array.from({ length: 12 }, (_, m) =>
  new Date(Date.UTC(2000, m, 1)).toLocaleDateString('km-KH', { month: 'long', timeZone: 'UTC' }),
);
/** A month's whole name (1 → January, មករា). */
export const monthName = (language: Language, m: number) => (language === 'km' ? KM_MONTHS : MONTH_NAMES)[m - 1];

/** "March 2026", "មីនា 2026": a month's title (Latin digits in both). */
export function monthTitle(language: Language, month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${monthName(language, m)} ${y}`;
}

/** "01 Mar 2026", "01 មីនា 2026" (Khmer month names have no short form). */
export function dayLabel(language: Language, date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const name = language === 'km' ? KM_MONTHS[m - 1] : MONTH_NAMES[m - 1].slice(0, 3);
  return `${String(d).padStart(2, '0')} ${name} ${y}`;
}

/**
 * A document's words: its labels and headings in each of its languages (Khmer then English, side by side, on a
 * bilingual document), the values it prints in the reader's language.
 */
export class DocumentWords {
  /** The languages of the labels, Khmer first. */
  readonly languages: Language[];

  constructor(
    readonly language: Language,
    bilingual = false,
  ) {
    this.languages = bilingual ? ['km', 'en'] : [language];
  }

  private format(language: Language, key: DocumentKey, values?: Values) {
    const resolved = values
      ? Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'function' ? v(language) : v]))
      : undefined;
    return intls[language].formatMessage({ id: key }, resolved);
  }

  /** A label or heading: in each language of the document, side by side. */
  label(key: DocumentKey, values?: Values): string {
    return this.paragraphs(key, values).join(' / ');
  }

  /** A text of its own paragraph (the small print): once per language of the document. */
  paragraphs(key: DocumentKey, values?: Values): string[] {
    return this.languages.map((language) => this.format(language, key, values));
  }

  /** A value: in the reader's language. */
  value(key: DocumentKey, values?: Values): string {
    return this.format(this.language, key, values);
  }

  day(date: string) {
    return dayLabel(this.language, date);
  }

  reason(reason: EndReason) {
    return this.value(`reason.${reason}`);
  }

  contract(kind: ContractKind | 'none') {
    return this.value(`contract.${kind}`);
  }

  /** A computed component's name ('base': Base salary); null for a code that is not one. */
  component(code: string): string | null {
    return componentName(this.language, code);
  }

  /** A payslip line's name: in each language of the document, side by side, once when they read the same (a pay
   * line's typed name). */
  line(l: { code: string; name: string }): string {
    return [...new Set(this.languages.map((language) => lineName(language, l)))].join(' / ');
  }
}
