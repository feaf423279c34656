// The catalogue on screen, for code that runs outside React's tree (a command's toast, the formatters in
// src/lib/time.ts): set by the provider as it renders.
import type { IntlShape } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/languages.ts';

let current: { intl: IntlShape | null; language: Language } = { intl: null, language: DEFAULT_LANGUAGE };

export function setCurrentIntl(intl: IntlShape, language: Language): void {
  current = { intl, language };
}

/** The language on screen ('en' before the provider first renders). */
export function shownLanguage(): Language {
  return current.language;
}

export function currentIntl(): IntlShape | null {
  return current.intl;
}
