// A language's catalogue, and its font: English is on the first screen, Khmer loads the first time it is shown,
// with the Khmer font (its CSS from @fontsource, whose font files the browser then fetches only for Khmer text).
import type { Language } from '../../contract/languages.ts';
import { en, type Messages } from './en.ts';

const loaded: Partial<Record<Language, Messages>> = { en };

export function loadedCatalogue(language: Language): Messages | undefined {
  return loaded[language];
}

export async function loadCatalogue(language: Language): Promise<Messages> {
  const have = loaded[language];
  if (have) return have;
  const [catalogue] = await Promise.all([
    import('./km.ts').then((m) => m.km),
    import('@fontsource/noto-sans-khmer/khmer-400.css'),
    import('@fontsource/noto-sans-khmer/khmer-600.css'),
  ]);
  loaded[language] = catalogue;
  return catalogue;
}
