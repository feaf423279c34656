// A language's catalogue, and its font. Each catalogue comes in two parts: the first (first.en.ts: the shell's,
// the sign-in screens' and the shared words), and the later one (later.en.ts: every area's screens), asked for by
// `loadLaterTexts` as the console's shell loads, so the sign-in page waits for neither the areas' texts nor
// their bytes. English's first part is in the first script; Khmer loads the first time it is shown, with the
// Khmer font (its CSS from @fontsource, whose font files the browser then fetches only for Khmer text). English
// asked for as the pseudo-locale (a test's) is made from English the first time, by code loaded only then.
// A later part is added into its language's one catalogue object: an intl made before it reads it too.
import type { Language } from '../../contract/languages.ts';
import type { MessageKey } from './en.ts';
import { firstEn } from './first.en.ts';
import { pseudoAsked } from './language.ts';

/** Texts by key: a catalogue as far as it has loaded (the first part, then the whole). */
export type Catalogue = Partial<Record<MessageKey, string>>;

/** The English texts as written, whatever is shown: the catalogue's keys, and the texts commands send. */
export const english: Catalogue = { ...firstEn };

const loaded: Partial<Record<Language, Catalogue>> = pseudoAsked() ? {} : { en: english };
const loading = new Map<Language, Promise<Catalogue>>(loaded.en ? [['en', Promise.resolve(english)]] : []);
/** The catalogues that hold their later part. */
const whole = new WeakSet<Catalogue>();
let later: Promise<void> | undefined;

async function pseudo(texts: Catalogue): Promise<Catalogue> {
  const { pseudoCatalogue } = await import('./pseudo.ts');
  return pseudoCatalogue(texts);
}

async function firstPart(language: Language): Promise<Catalogue> {
  if (language === 'en') return pseudo(firstEn);
  const [catalogue] = await Promise.all([
    import('./first.km.ts').then((m) => m.firstKm),
    import('@fontsource/noto-sans-khmer/khmer-400.css'),
    import('@fontsource/noto-sans-khmer/khmer-600.css'),
  ]);
  return { ...catalogue };
}

/** Adds the later part to a language's catalogue (once). */
async function addLater(language: Language, catalogue: Catalogue): Promise<Catalogue> {
  if (whole.has(catalogue)) return catalogue;
  const texts =
    language === 'km'
      ? (await import('./later.km.ts')).laterKm
      : await import('./later.en.ts').then((m) => (catalogue === english ? m.laterEn : pseudo(m.laterEn)));
  if (!whole.has(catalogue)) Object.assign(catalogue, texts);
  whole.add(catalogue);
  return catalogue;
}

/** The language's catalogue if it has loaded (its later part too once `loadLaterTexts` has resolved). */
export function loadedCatalogue(language: Language): Catalogue | undefined {
  return loaded[language];
}

/** Loads a language's catalogue: its first part, and its later part too once that is asked for. */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  let catalogue = loading.get(language);
  if (!catalogue) {
    catalogue = firstPart(language)
      .then((first) => (later ? addLater(language, first) : first))
      .then((done) => (loaded[language] = done));
    loading.set(language, catalogue);
  }
  return catalogue;
}

/** Loads the later part of English (as written) and of every catalogue loaded or on its way. */
export function loadLaterTexts(): Promise<void> {
  return (later ??= Promise.all([
    addLater('en', english),
    ...[...loading].map(([language, catalogue]) => catalogue.then((c) => addLater(language, c))),
  ]).then(
    () => undefined,
    (error: unknown) => {
      later = undefined; // asked again (the shell's next load) rather than failing for good
      throw error;
    },
  ));
}
