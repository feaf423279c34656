// Provides the catalogue of the language asked for (language.ts) to every screen, and sets <html lang> to the
// language shown. Switching re-renders in place: the router, the page and its state stay. A catalogue not yet
// loaded (Khmer, the first time) keeps the current language on screen until it arrives.
import { useEffect, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { Language } from '../../contract/languages.ts';
import { english, loadCatalogue, loadedCatalogue, type Catalogue } from './catalogues.ts';
import { language } from './language.ts';
import { setCurrentIntl } from './current.ts';

const cache = createIntlCache();

function intlFor(shown: Language, messages: Catalogue): IntlShape {
  // Khmer dates and numbers through Intl's km-KH; digits stay Latin (glossary.md).
  return createIntl({ locale: shown === 'km' ? 'km-KH' : 'en', defaultLocale: 'en', messages }, cache);
}

function shownIn(shown: Language, messages: Catalogue) {
  return { shown, messages, intl: intlFor(shown, messages) };
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const { value: wanted } = useSnapshot(language);
  const [intl, setIntl] = useState(() => {
    const messages = loadedCatalogue(wanted);
    return messages ? shownIn(wanted, messages) : shownIn('en', english);
  });
  useEffect(() => {
    // Shown once the catalogue on screen is the one loaded for the language wanted (English's may be the pseudo's).
    if (intl.shown === wanted && intl.messages === loadedCatalogue(wanted)) return;
    let current = true;
    void loadCatalogue(wanted).then((messages) => {
      if (current) setIntl(shownIn(wanted, messages));
    });
    return () => {
      current = false;
    };
  }, [wanted, intl.shown, intl.messages]);
  setCurrentIntl(intl.intl, intl.shown);
  useEffect(() => {
    document.documentElement.lang = intl.shown;
  }, [intl.shown]);
  return <RawIntlProvider value={intl.intl}>{children}</RawIntlProvider>;
}
