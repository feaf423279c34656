// A settlement item's basis (how it was computed) and rule (the law behind it) in Khmer. A settlement is frozen
// with these sentences in English, so, as a payslip line's name, each is worded at read time: the basis from its
// code and the figures its English sentence carries (settlement-service.ts and seniority.ts write them), the rule
// from the law's source it quotes (seniority-law.ts). A sentence in no known form stays whole in English.
import type { Settlement, SettlementItem } from '../../contract/api/employment.ts';
import type { Language } from '../../contract/languages.ts';
import { MONTH_NAMES } from '../../contract/dates.ts';
import {
  LEAVER_PAY,
  NOTICE,
  SENIORITY_INDEMNITY,
  SENIORITY_TAX,
  SEVERANCE,
  type Dated,
} from '../modules/payroll/seniority-law.ts';
import { dayLabel, lineName, linesInLanguage } from './documents.ts';

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const USD = String.raw`-?\$[\d,]+\.\d{2}`;
const DAY = String.raw`\d{2} [A-Z][a-z]{2} \d{4}`;

/** "01 Mar 2026" (contract/dates.ts shortDayLabel) → "01 មីនា 2026". */
function khmerDay(english: string): string {
  const [d, mon, y] = english.split(' ');
  const m = MONTH_NAMES.findIndex((name) => name.startsWith(mon)) + 1;
  return dayLabel('km', `${y}-${String(m).padStart(2, '0')}-${d}`);
}

/** The tax notes a seniority indemnity's basis ends with. */
const TAX_NOTES: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^exempt from tax on salary$/, () => 'រួចពីពន្ធលើប្រាក់បៀវត្សរ៍'],
  [/^([\d,]+) riel exempt from tax on salary$/, (m) => `${m[1]} រៀល រួចពីពន្ធលើប្រាក់បៀវត្សរ៍`],
];
const taxNote = (english: string) => {
  for (const [pattern, khmer] of TAX_NOTES) {
    const m = pattern.exec(english);
    if (m) return khmer(m);
  }
  return undefined;
};

type Groups = Record<string, string>;
/** Each code's basis: the English form it is read from and its Khmer (undefined: a part has no Khmer). */
const BASES: Record<SettlementItem['code'], readonly [RegExp, (g: Groups) => string | undefined]> = {
  salary: [
    new RegExp(
      String.raw`^(?<base>${USD}) × (?<days>\d+) of the (?<of>\d+) calendar days of the period (?<from>${DAY}) – (?<to>${DAY}) \((?<start>${DAY}) to (?<last>${DAY})\)$`,
    ),
    (g) =>
      `${g.base} × ${g.days} ក្នុងចំណោម ${g.of} ថ្ងៃប្រតិទិននៃរយៈពេល ${khmerDay(g.from)} – ${khmerDay(g.to)} ` +
      `(${khmerDay(g.start)} ដល់ ${khmerDay(g.last)})`,
  ],
  annual_leave: [
    new RegExp(
      String.raw`^(?<days>${NUMBER}) days of (?<type>.+) earned and not taken on (?<on>${DAY}) \(the leave ledger\) × (?<base>${USD}) ÷ (?<divisor>\d+)$`,
    ),
    (g) =>
      `${g.days} ថ្ងៃនៃ ${g.type} ដែលទទួលបាន ហើយមិនទាន់ប្រើនៅ ${khmerDay(g.on)} (បញ្ជីកត់ត្រាច្បាប់ឈប់សម្រាក) ` +
      `× ${g.base} ÷ ${g.divisor}`,
  ],
  seniority: [
    new RegExp(
      String.raw`^(?<days>${NUMBER}) days of the average monthly wage (?<average>${USD}) \((?<months>\d+) months?\) ÷ (?<divisor>\d+); (?<note>.+)$`,
    ),
    (g) => {
      const note = taxNote(g.note);
      return note === undefined
        ? undefined
        : `${g.days} ថ្ងៃនៃប្រាក់ឈ្នួលមធ្យមប្រចាំខែ ${g.average} (${g.months} ខែ) ÷ ${g.divisor}; ${note}`;
    },
  ],
  severance: [
    new RegExp(
      String.raw`^(?<percent>${NUMBER})% of the wages paid during the fixed-duration contract, (?<wages>${USD})(?<exempt>; exempt from tax on salary)?$`,
    ),
    (g) =>
      `${g.percent}% នៃប្រាក់ឈ្នួលដែលបានបើកក្នុងអំឡុងកិច្ចសន្យាមានថិរវេលាកំណត់ ${g.wages}` + (g.exempt ? '; រួចពីពន្ធលើប្រាក់បៀវត្សរ៍' : ''),
  ],
  notice: [
    new RegExp(
      String.raw`^(?<served>\d+) days of service: (?<owed>\d+) days of notice owed, (?<given>\d+) given; (?<missing>\d+) days × (?<base>${USD}) ÷ (?<monthDays>\d+)$`,
    ),
    (g) =>
      `អតីតភាពការងារ ${g.served} ថ្ងៃ៖ ត្រូវជូនដំណឹងជាមុន ${g.owed} ថ្ងៃ បានផ្ដល់ ${g.given} ថ្ងៃ; ` +
      `${g.missing} ថ្ងៃ × ${g.base} ÷ ${g.monthDays}`,
  ],
};

/** Each version's source in Khmer, by the list and the day it is in force from. The instruments' titles are
 * rendered from their English, not yet checked against the official Khmer texts; their numbers and dates are in
 * Latin digits, as everything the console prints. */
const SOURCES_KM = new Map<Dated<unknown>, string>([
  [
    SENIORITY_INDEMNITY[0],
    'ច្បាប់ស្ដីពីការងារ មាត្រា 89 ដែលបានធ្វើវិសោធនកម្មដោយច្បាប់ចុះថ្ងៃទី 26 ខែមិថុនា ឆ្នាំ 2018 (នស/រកម/0618/010); ' +
      'ប្រកាសលេខ 443 ក.ប/ប្រក ចុះថ្ងៃទី 21 ខែកញ្ញា ឆ្នាំ 2018 ស្ដីពីការបើកប្រាក់បំណាច់អតីតភាពការងារ៖ ' +
      '15 ថ្ងៃនៃប្រាក់ឈ្នួល និងអត្ថប្រយោជន៍ក្នុងមួយឆ្នាំ សម្រាប់កិច្ចសន្យាមិនកំណត់ថិរវេលា គឺ 7.5 ថ្ងៃនៅខែមិថុនា ' +
      'និង 7.5 ថ្ងៃនៅខែធ្នូ ចាប់ពីមានអតីតភាពការងារមួយខែ; 7 ថ្ងៃសម្រាប់កន្លះឆ្នាំមិនពេញ នៅពេលនិយោជកបញ្ចប់កិច្ចសន្យា',
  ],
  [SENIORITY_TAX[0], 'សារាចរណែនាំលេខ 003 សហវ.អពដ ចុះថ្ងៃទី 11 ខែមេសា ឆ្នាំ 2019៖ ប្រាក់បំណាច់អតីតភាពការងាររួចពីពន្ធលើប្រាក់បៀវត្សរ៍'],
  [
    SENIORITY_TAX[1],
    'សារាចរណែនាំលេខ 002 សហវ.អពដ ចុះថ្ងៃទី 24 ខែមីនា ឆ្នាំ 2020៖ រួចពន្ធរហូតដល់ 4,000,000 រៀលក្នុងមួយឆ្នាំ; ' +
      'ដោយបើកពីរដងក្នុងមួយឆ្នាំ 2,000,000 រៀលនៃការបើកនីមួយៗរួចពន្ធ ហើយចំនួនដែលនៅសល់ត្រូវបូកចូលប្រាក់បៀវត្សរ៍' +
      'ជាប់ពន្ធនៃខែនោះ',
  ],
  [
    SEVERANCE[0],
    'ច្បាប់ស្ដីពីការងារ មាត្រា 73 (យ៉ាងហោចណាស់ 5% នៃប្រាក់ឈ្នួលដែលបានបើកក្នុងអំឡុងកិច្ចសន្យាមានថិរវេលាកំណត់ ' +
      'លើកលែងតែអនុសញ្ញារួមកំណត់ច្រើនជាងនេះ); ពន្ធ៖ សារាចររបស់ក្រសួងសេដ្ឋកិច្ច និងហិរញ្ញវត្ថុ ចុះថ្ងៃទី 6 ខែតុលា ' +
      'ឆ្នាំ 2016 ស្ដីពីពន្ធលើប្រាក់បៀវត្សរ៍ និងពន្ធលើអត្ថប្រយោជន៍បន្ថែម (ប្រាក់បំណាច់ក្នុងកម្រិតច្បាប់ស្ដីពីការងាររួចពន្ធ)',
  ],
  [
    NOTICE[0],
    'ច្បាប់ស្ដីពីការងារ មាត្រា 75៖ 7 ថ្ងៃ សម្រាប់អតីតភាពការងារក្រោម 6 ខែ, 15 ថ្ងៃ ពី 6 ខែដល់ 2 ឆ្នាំ, 1 ខែ ពី 2 ដល់ ' +
      '5 ឆ្នាំ, 2 ខែ ពី 5 ដល់ 10 ឆ្នាំ, 3 ខែ លើសពី 10 ឆ្នាំ (កម្រិតលើសពី 2 ឆ្នាំ មិនទាន់បានផ្ទៀងផ្ទាត់ជាមួយអត្ថបទច្បាប់); ' +
      'ប្រាក់ឈ្នួលនៃការជូនដំណឹងជាមុនដែលមិនបានផ្ដល់ ត្រូវបើកជំនួស (ច្បាប់ស្ដីពីការងារ មាត្រា 77 ' +
      'មិនទាន់បានផ្ទៀងផ្ទាត់ជាមួយអត្ថបទច្បាប់)',
  ],
  [
    LEAVER_PAY[0],
    'ច្បាប់ស្ដីពីការងារ មាត្រា 166-167 (ការឈប់សម្រាកប្រចាំឆ្នាំដោយមានប្រាក់បៀវត្សរ៍៖ ច្បាប់ឈប់សម្រាកដែលទទួលបាន ' +
      'ហើយមិនទាន់ប្រើ ត្រូវបើកជាប្រាក់នៅពេលបញ្ចប់ការងារ មាត្រាមិនទាន់បានផ្ទៀងផ្ទាត់ជាមួយអត្ថបទច្បាប់); ' +
      'ប្រាក់ឈ្នួលប្រចាំថ្ងៃដូចថ្ងៃគ្មានប្រាក់បៀវត្សរ៍នៃបៀវត្សរ៍ (ប្រាក់បៀវត្សរ៍គោល ÷ 26)',
  ],
]);
const SOURCE_BY_ENGLISH = new Map([...SOURCES_KM].map(([version, khmer]) => [version.source, khmer]));

/** Every version of the law a settlement quotes: each must have its Khmer (the unit test holds it). */
export const QUOTED_LAW: readonly Dated<unknown>[] = [
  ...SENIORITY_INDEMNITY,
  ...SENIORITY_TAX,
  ...SEVERANCE,
  ...NOTICE,
  ...LEAVER_PAY,
];
export const hasKhmerSource = (version: Dated<unknown>) => SOURCES_KM.has(version);

/** An item's rule: a law's source, or the seniority indemnity's source then its tax's ("…. Tax: …"). */
function khmerRule(english: string): string | undefined {
  const whole = SOURCE_BY_ENGLISH.get(english);
  if (whole) return whole;
  const [law, tax, ...rest] = english.split('. Tax: ');
  const [lawKm, taxKm] = [SOURCE_BY_ENGLISH.get(law), SOURCE_BY_ENGLISH.get(tax ?? '')];
  return rest.length === 0 && lawKm && taxKm ? `${lawKm}។ ពន្ធ៖ ${taxKm}` : undefined;
}

function khmerBasis(item: Pick<SettlementItem, 'code' | 'basis'>): string | undefined {
  const [pattern, khmer] = BASES[item.code] ?? [];
  const groups = pattern?.exec(item.basis)?.groups;
  return groups && khmer ? khmer(groups) : undefined;
}

/** The item's basis and rule in `language`; each as stored when it is English or in no known form. */
export function itemWords(
  language: Language,
  item: Pick<SettlementItem, 'code' | 'basis' | 'rule'>,
): { basis: string; rule: string } {
  if (language === 'en') return { basis: item.basis, rule: item.rule };
  return { basis: khmerBasis(item) ?? item.basis, rule: khmerRule(item.rule) ?? item.rule };
}

/** A settlement in `language`: its amounts' names, bases and rules, and its final payslip's lines; the same object
 * in English. */
export function settlementInLanguage(language: Language, s: Settlement): Settlement {
  if (language === 'en') return s;
  const items = s.items.map((i) => ({
    ...i,
    label: lineName(language, { code: i.code, name: i.label }),
    ...itemWords(language, i),
  }));
  return { ...linesInLanguage(language, s), items };
}
