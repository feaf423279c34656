// Tests: a screen rendered in a language, its catalogue loaded first so the first render is already in it.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { loadCatalogue } from '../../i18n/catalogues.ts';
import { I18nProvider } from '../../i18n/i18n-provider.tsx';
import { showLanguage } from '../../i18n/language.ts';

export async function renderInLanguage(language: Language, node: ReactNode) {
  await loadCatalogue(language);
  showLanguage(language);
  return render(<I18nProvider>{node}</I18nProvider>);
}

/** The English words of these texts (ICU arguments left out), to check a screen shows none of them. */
export function englishWords(texts: readonly string[]): string[] {
  const words = texts.flatMap((text) => text.replace(/\{[^}]*\}/g, ' ').match(/[A-Za-z]{3,}/g) ?? []);
  return [...new Set(words)];
}
