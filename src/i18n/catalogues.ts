// A language's catalogue, and its font: English is on the first screen, Khmer loads the first time it is shown,
// with the Khmer font (its CSS from @fontsource, whose font files the browser then fetches only for Khmer text).
// English asked for as the pseudo-locale (a test's) is made from English the first time, by code loaded only then.
import type { Language } from '../../contract/languages.ts';
import { en, type Messages } from './en.ts';
import { pseudoAsked } from './language.ts';

const loaded: Partial<Record<Language, Messages>> = pseudoAsked() ? {} : { en };

export function loadedCatalogue(language: Language): Messages | undefined {
  return loaded[language];
}

export async function loadCatalogue(language: Language): Promise<Messages> {
  const have = loaded[language];
  if (have) return have;
  if (language === 'en') {
    const { pseudoCatalogue } = await import('./pseudo.ts');
    return (loaded.en = pseudoCatalogue(en));
  }
  const [catalogue] = await Promise.all([
    import('./km.ts').then((m) => m.km),
    import('@fontsource/noto-sans-khmer/khmer-400.css'),
    import('@fontsource/noto-sans-khmer/khmer-600.css'),
  ]);
  loaded[language] = catalogue;
  return catalogue;
}
