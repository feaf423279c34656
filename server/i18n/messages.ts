// The server's answers in Khmer: sign-in's refusals, the generic ones every route may give, the field sentences
// here, and each family's refusals from its own file (leave, payroll, imports, the rest). English stays the contract's own text (the values below are those constants), so the API's
// default answers never change; FormatJS (@formatjs/intl), the library the web app's catalogue uses, formats both.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { CREDENTIAL_MAX, ERRORS, VALIDATION } from '../../contract/messages.ts';
import type { Language } from '../../contract/languages.ts';
import { MONTH_NAMES } from '../../contract/dates.ts';
import { monthName } from './documents.ts';
import { PAYROLL_RULE_LABELS } from '../../contract/api/payroll.ts';
import { ATTENDANCE_EN, ATTENDANCE_KM, KHMER_SIDES } from './attendance-messages.ts';
import { FIELD_LABELS_KM, khmerFieldLabel } from './field-labels.ts';
import { IMPORT_EN, IMPORT_KM, khmerColumn } from './import-messages.ts';
import { LEAVE_EN, LEAVE_KM } from './leave-messages.ts';
import { PAYROLL_EN, PAYROLL_KM, PAYROLL_RULE_LABELS_KM } from './payroll-messages.ts';
import { khmerHours, NOT_FOUND_KM, POST_CLOCK_TYPES_KM, REFUSALS_EN, REFUSALS_KM } from './refusal-messages.ts';

export const SERVER_EN = {
  'errors.invalidCredentials': ERRORS.invalidCredentials,
  'errors.tooManyAttempts': ERRORS.tooManyAttempts,
  'errors.unauthorized': ERRORS.unauthorized,
  'errors.sessionExpired': ERRORS.sessionExpired,
  'errors.forbidden': ERRORS.forbidden,
  'errors.notFound': ERRORS.notFound,
  'errors.validation': ERRORS.validation,
  'errors.bodyTooLarge': ERRORS.bodyTooLarge,
  'errors.serviceUnavailable': ERRORS.serviceUnavailable,
  'errors.internal': ERRORS.internal,
  'errors.recordExists': ERRORS.recordExists,
  'errors.stillReferenced': ERRORS.stillReferenced,
  'errors.bodyRequired': 'Request body is required.',
  'errors.invalidJson': 'Invalid JSON body.',
  'errors.notAllowed': '{field} is not allowed.',
  'validation.usernameRequired': VALIDATION.usernameRequired,
  'validation.usernameMax': VALIDATION.usernameMax,
  'validation.passwordRequired': VALIDATION.passwordRequired,
  'validation.passwordMax': VALIDATION.passwordMax,
  'validation.languageInvalid': VALIDATION.languageInvalid,
  // The field builders' sentences (contract/api/fields.ts), {field} being the field's label on its form.
  'validation.fieldRequired': '{field} is required.',
  'validation.fieldMax': '{field} must be at most {max} characters long.',
  'validation.fieldText': '{field} must be text.',
  'validation.fieldDate': '{field} must be a date (YYYY-MM-DD).',
  'validation.fieldRealDate': '{field} must be a real date.',
  'validation.fieldMonth': '{field} must be a month (YYYY-MM).',
  'validation.fieldBetween': '{field} must be between {min} and {max}.',
  'validation.fieldWhole': '{field} must be a whole number.',
  'validation.fieldPositiveWhole': '{field} must be a positive whole number.',
  'validation.fieldNumber': '{field} must be a number.',
  'validation.fieldNegative': '{field} cannot be negative.',
  'validation.fieldTooLarge': '{field} is too large.',
  'validation.fieldList': '{field} must be a list.',
  'validation.fieldEmail': '{field} must be a valid email address.',
  'validation.fieldPhone': '{field} must be a valid phone number.',
  'validation.fieldPast': '{field} must be in the past.',
  'validation.fieldGender': '{field} must be male, female or other.',
  'validation.fieldEmployeeStatus': '{field} must be active or resigned.',
  'validation.fieldStaffId': '{field} must be 3–20 capital letters, digits or dashes.',
  'validation.fieldPhoto': '{field} must be a PNG, JPEG or WebP image.',
  'validation.fieldTaken': "{field} ''{value}'' is already taken.",
  'errors.paidThrough':
    'The {subject} {date} is before the end of the last approved payroll ({month}, paid to {paidTo}).',
} as const;

export type ServerMessageKey = keyof typeof SERVER_EN;

/** Every key of SERVER_EN, no other (the typecheck refuses either; the unit test says which). */
export const SERVER_KM: Record<ServerMessageKey, string> = {
  'errors.invalidCredentials': 'ឈ្មោះអ្នកប្រើប្រាស់ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ',
  'errors.tooManyAttempts': 'ការចូលប្រព័ន្ធបរាជ័យច្រើនដងពេក។ សូមព្យាយាមម្ដងទៀតនៅពេលក្រោយ។',
  'errors.unauthorized': 'មិនមានការអនុញ្ញាត',
  'errors.sessionExpired': 'វគ្គប្រើប្រាស់របស់អ្នកបានផុតកំណត់។ សូមចូលប្រព័ន្ធម្ដងទៀត។',
  'errors.forbidden': 'អ្នកមិនមានសិទ្ធិប្រើមុខងារនេះទេ',
  'errors.notFound': 'រកមិនឃើញ',
  'errors.validation': 'ទិន្នន័យមិនត្រឹមត្រូវ',
  'errors.bodyTooLarge': 'ទិន្នន័យដែលបានផ្ញើមានទំហំធំពេក',
  'errors.serviceUnavailable': 'សេវាកម្មមិនអាចប្រើបានបណ្ដោះអាសន្ន',
  'errors.internal': 'មានបញ្ហានៅម៉ាស៊ីនមេ',
  'errors.recordExists': 'កំណត់ត្រានេះមានរួចហើយ។',
  'errors.stillReferenced': 'កំណត់ត្រានេះនៅតែត្រូវបានយោងដោយកំណត់ត្រាមួយផ្សេងទៀត។',
  'errors.bodyRequired': 'សំណើត្រូវមានទិន្នន័យ។',
  'errors.invalidJson': 'ទិន្នន័យ JSON មិនត្រឹមត្រូវ។',
  'errors.notAllowed': 'មិនអនុញ្ញាតឱ្យមាន {field} ទេ។',
  'validation.usernameRequired': 'ត្រូវបញ្ចូលឈ្មោះអ្នកប្រើប្រាស់។',
  'validation.usernameMax': `ឈ្មោះអ្នកប្រើប្រាស់មិនអាចវែងលើសពី ${CREDENTIAL_MAX.username} តួអក្សរទេ។`,
  'validation.passwordRequired': 'ត្រូវបញ្ចូលពាក្យសម្ងាត់។',
  'validation.passwordMax': `ពាក្យសម្ងាត់មិនអាចវែងលើសពី ${CREDENTIAL_MAX.password} តួអក្សរទេ។`,
  'validation.languageInvalid': 'ភាសាត្រូវតែជា en ឬ km។',
  'validation.fieldRequired': 'ត្រូវបញ្ចូល{field}។',
  'validation.fieldMax': '{field}មិនអាចវែងលើសពី {max} តួអក្សរទេ។',
  'validation.fieldText': '{field}ត្រូវតែជាអត្ថបទ។',
  'validation.fieldDate': '{field}ត្រូវតែជាកាលបរិច្ឆេទ (YYYY-MM-DD)។',
  'validation.fieldRealDate': '{field}ត្រូវតែជាកាលបរិច្ឆេទដែលមានពិត។',
  'validation.fieldMonth': '{field}ត្រូវតែជាខែ (YYYY-MM)។',
  'validation.fieldBetween': '{field}ត្រូវតែនៅចន្លោះ {min} និង {max}។',
  'validation.fieldWhole': '{field}ត្រូវតែជាចំនួនគត់។',
  'validation.fieldPositiveWhole': '{field}ត្រូវតែជាចំនួនគត់វិជ្ជមាន។',
  'validation.fieldNumber': '{field}ត្រូវតែជាលេខ។',
  'validation.fieldNegative': '{field}មិនអាចអវិជ្ជមានបានទេ។',
  'validation.fieldTooLarge': '{field}ធំពេក។',
  'validation.fieldList': '{field}ត្រូវតែជាបញ្ជី។',
  'validation.fieldEmail': '{field}ត្រូវតែជាអាសយដ្ឋានអ៊ីមែលត្រឹមត្រូវ។',
  'validation.fieldPhone': '{field}ត្រូវតែជាលេខទូរស័ព្ទត្រឹមត្រូវ។',
  'validation.fieldPast': '{field}ត្រូវតែជាថ្ងៃកន្លងមក។',
  'validation.fieldGender': '{field}ត្រូវតែជា ប្រុស ស្រី ឬផ្សេងទៀត។',
  'validation.fieldEmployeeStatus': '{field}ត្រូវតែជា សកម្ម ឬលាលែង។',
  'validation.fieldStaffId': '{field}ត្រូវតែមានអក្សរធំ លេខ ឬសញ្ញាដក ពី 3 ដល់ 20 តួ។',
  'validation.fieldPhoto': '{field}ត្រូវតែជារូបភាព PNG, JPEG ឬ WebP។',
  'validation.fieldTaken': '{field} “{value}” មានរួចហើយ។',
  'errors.paidThrough': '{subject} {date} ស្ថិតនៅមុនចុងបញ្ចប់នៃបៀវត្សរ៍ចុងក្រោយដែលបានអនុម័ត ({month} បានបើកដល់ {paidTo})។',
};

/**
 * Every family of server messages, English and Khmer, in the order a message is tried: the field sentences first,
 * so a refusal about a field a form names reads by its label, and one about another name falls through to the
 * families' own sentences. The catalogue tests read this list, so a new family is checked as soon as it is here.
 */
export const MESSAGE_FAMILIES = {
  server: { en: SERVER_EN, km: SERVER_KM },
  refusals: { en: REFUSALS_EN, km: REFUSALS_KM },
  leave: { en: LEAVE_EN, km: LEAVE_KM },
  payroll: { en: PAYROLL_EN, km: PAYROLL_KM },
  attendance: { en: ATTENDANCE_EN, km: ATTENDANCE_KM },
  import: { en: IMPORT_EN, km: IMPORT_KM },
} as const;

type Families = typeof MESSAGE_FAMILIES;
/** Every family's English keys and sentences as one object type. */
type Merged = UnionToIntersection<Families[keyof Families]['en']>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

const families = Object.values(MESSAGE_FAMILIES);
// Object.assign keeps the families' order; each family's own type holds its Khmer to its English keys.
const CATALOGUE_EN: Merged = Object.assign({}, ...families.map((f) => f.en));
const CATALOGUE_KM: Record<CatalogueKey, string> = Object.assign({}, ...families.map((f) => f.km));
type CatalogueKey = keyof Merged;

const cache = createIntlCache();
const intls: Record<Language, IntlShape<string>> = {
  en: createIntl({ locale: 'en', messages: CATALOGUE_EN }, cache),
  km: createIntl({ locale: 'km', messages: CATALOGUE_KM, defaultLocale: 'en' }, cache),
};

// Arguments that are dates, counts or days match only those, so the words before them ("The last day 2026-01-10")
// stay whole.
const ISO_DAY = '(\\d{4}-\\d{2}-\\d{2})';
const DAYS = '(-?\\d+(?:\\.\\d+)? days?)';
const ARGUMENT_PATTERNS: Record<string, string> = {
  date: ISO_DAY,
  paidTo: ISO_DAY,
  on: '(\\d{2}/\\d{2}/\\d{4})',
  until: '(\\d{2}/\\d{2}/\\d{4})',
  hours: '(\\d+(?:\\.\\d+)? hours?)',
  period: '(\\d{4}-\\d{2}(?:-\\d{2})?)',
  count: '(\\d+)',
  row: '(\\d+)',
  requested: DAYS,
  available: DAYS,
  balance: DAYS,
  most: DAYS,
};

/** A word that follows a count ("1 user", "2 users"), written as ICU writes it; the count is its own argument. */
const PLURAL = /^\{\w+, plural, one \{([^{}]*)\} other \{([^{}]*)\}\}$/;
// ICU writes an apostrophe next to a brace twice ('' for '), so the message stays an argument.
const literal = (text: string) => text.replace(/''/g, "'").replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An English message as a pattern with its arguments ('{field} is not allowed.' → /^(.+?) is not allowed\.$/). */
const patterns = (Object.entries(CATALOGUE_EN) as [CatalogueKey, string][]).map(([key, text]) => {
  const names: string[] = [];
  const source = text
    .split(/(\{\w+, plural, one \{[^{}]*\} other \{[^{}]*\}\}|\{\w+\})/)
    .map((part) => {
      const plural = PLURAL.exec(part);
      if (plural) return `(?:${literal(plural[1])}|${literal(plural[2])})`;
      const arg = /^\{(\w+)\}$/.exec(part);
      if (arg) {
        names.push(arg[1]);
        return ARGUMENT_PATTERNS[arg[1]] ?? '(.+?)';
      }
      return literal(part);
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/** The words an English message names that read otherwise in Khmer, by the argument that holds them: a field by
 * its form's label, a month by its Khmer name ("November 2026" → "វិច្ឆិកា 2026"), the date a refusal is about. A
 * message whose argument has no Khmer stays whole in English rather than half translated. */
type FieldKey = keyof typeof FIELD_LABELS_KM;
/** "2 days" → "2 ថ្ងៃ": Khmer counts days without a plural. */
const khmerDays = (english: string) => `${english.replace(/ days?$/, '')} ថ្ងៃ`;
const RULE_KEYS = new Map(Object.entries(PAYROLL_RULE_LABELS).map(([key, label]) => [label, key]));
const KHMER_SUBJECTS: Record<string, string> = { 'end date': 'ថ្ងៃបញ្ចប់', 'last day': 'ថ្ងៃចុងក្រោយ' };
const KHMER_ARGUMENTS: Record<string, (english: string) => string | undefined> = {
  field: khmerFieldLabel,
  column: (english) =>
    khmerColumn(english) ??
    (Object.hasOwn(FIELD_LABELS_KM, english) ? FIELD_LABELS_KM[english as FieldKey] : undefined),
  postClock: (english) => POST_CLOCK_TYPES_KM[english],
  hours: khmerHours,
  subject: (english) => KHMER_SUBJECTS[english],
  thing: (english) => NOT_FOUND_KM[english],
  side: (english) => KHMER_SIDES[english],
  // A refusal quoted inside another ("Row 4: … Nothing was imported."): whole in Khmer, or the outer stays English.
  inner: (english) => {
    const khmer = translateMessage(english, 'km');
    return khmer === english ? undefined : khmer;
  },
  rule: (english) => PAYROLL_RULE_LABELS_KM[english] ?? PAYROLL_RULE_LABELS_KM[RULE_KEYS.get(english) ?? ''],
  requested: khmerDays,
  available: khmerDays,
  balance: khmerDays,
  most: khmerDays,
  month: (english) => {
    if (/^\d{4}-\d{2}$/.test(english)) return english;
    const [name, year] = english.split(' ');
    const m = (MONTH_NAMES as readonly string[]).indexOf(name) + 1;
    return m > 0 && /^\d{4}$/.test(year ?? '') ? `${monthName('km', m)} ${year}` : undefined;
  },
};
// Those in the messages that only raw keys fill ('{field} is not allowed.') are left as the caller sent them.
const NAMES_AS_IS = new Set<CatalogueKey>(['errors.notAllowed']);

function inKhmer(key: CatalogueKey, values: Record<string, string>): Record<string, string> | null {
  if (NAMES_AS_IS.has(key)) return values;
  const out = { ...values };
  for (const [name, english] of Object.entries(values)) {
    const translate = KHMER_ARGUMENTS[name];
    if (!translate) continue;
    const khmer = translate(english);
    if (khmer === undefined) return null;
    out[name] = khmer;
  }
  return out;
}

/** The text in the caller's language when it is one the catalogue holds; any other text as it is. */
export function translateMessage(text: string, language: Language): string {
  if (language === 'en') return text;
  for (const { key, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = inKhmer(key, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
    if (!values) continue;
    return intls[language].formatMessage({ id: key }, values);
  }
  return text;
}
