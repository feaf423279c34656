// For a test that shows a screen in Khmer: the screen rendered under the provider with the Khmer catalogue
// already loaded (so it shows at once), and the English words of an area's catalogue still on it.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { catalogueWords } from './catalogue-words.ts';
import { loadCatalogue } from './catalogues.ts';
import { I18nProvider } from './i18n-provider.tsx';
import { showLanguage } from './language.ts';

export async function renderInKhmer(screen: ReactElement) {
  await loadCatalogue('km');
  showLanguage('km');
  return render(<I18nProvider>{screen}</I18nProvider>);
}

/** The area's English words found in the element's text and in its labels and titles (`allowed`: data shown). */
export function englishLeft(root: Element, english: Record<string, string>, allowed: string[] = []): string[] {
  const words = catalogueWords(english);
  for (const w of allowed) words.delete(w.toLowerCase());
  const labels = [...root.querySelectorAll('[aria-label], [title], [placeholder]')].map((el) =>
    ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '),
  );
  const shown = [root.textContent ?? '', ...labels].join(' ').match(/[A-Za-z]{3,}/g) ?? [];
  return [...new Set(shown.map((w) => w.toLowerCase()).filter((w) => words.has(w)))];
}
