// zod's own messages (a wrong type, a missing field, a text too long) in the caller's language. zod's locale is
// global to the process, so a request in Khmer passes this map to its own parse instead: a schema's own message
// (the contract's exact texts) still wins over it, and English keeps zod's default wording untouched.
import type { z } from 'zod';
import { km } from 'zod/locales';
import type { Language } from '../../contract/languages.ts';

type Issue = z.core.$ZodRawIssue;

const zodKm = km().localeError;

const UNITS: Record<string, string> = { string: 'តួអក្សរ', array: 'ធាតុ', set: 'ធាតុ', file: 'បៃ' };
const TYPES: Record<string, string> = {
  string: 'អត្ថបទ',
  number: 'លេខ',
  int: 'ចំនួនគត់',
  boolean: 'true ឬ false',
  array: 'បញ្ជី',
  object: 'វត្ថុ JSON',
  date: 'កាលបរិច្ឆេទ',
};

/** The Khmer for the issues a form's fields meet; any other issue in the words of zod's own Khmer locale. */
function khmer(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'ត្រូវបញ្ចូលតម្លៃនេះ។';
      if (issue.input === null) return 'តម្លៃនេះមិនអាចទទេបានទេ។';
      return `តម្លៃត្រូវតែជា${TYPES[issue.expected] ?? issue.expected}។`;
    case 'too_big': {
      const unit = UNITS[issue.origin];
      if (unit) return `មិនអាចមានលើសពី ${issue.maximum} ${unit}ទេ។`;
      return `តម្លៃមិនអាចលើសពី ${issue.maximum}${issue.inclusive ? '' : ' (មិនរាប់បញ្ចូល)'}ទេ។`;
    }
    case 'too_small': {
      const unit = UNITS[issue.origin];
      if (unit) return `ត្រូវមានយ៉ាងតិច ${issue.minimum} ${unit}។`;
      return `តម្លៃមិនអាចតិចជាង ${issue.minimum}${issue.inclusive ? '' : ' (មិនរាប់បញ្ចូល)'}ទេ។`;
    }
    case 'invalid_value':
      return `តម្លៃត្រូវតែជាមួយក្នុងចំណោម៖ ${issue.values.map(String).join(', ')}។`;
    default: {
      const text = zodKm(issue);
      return typeof text === 'string' ? text : text?.message;
    }
  }
}

/** The per-parse error map for a language; none for English, whose texts are zod's defaults as they always were. */
export function validationErrorMap(language: Language): ((issue: Issue) => string | undefined) | undefined {
  return language === 'km' ? khmer : undefined;
}
