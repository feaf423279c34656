// The languages the console speaks. English is the default everywhere: the API's texts, a new account, a browser
// that asks for neither.
export const LANGUAGES = ['en', 'km'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The console's language for one language tag ('km-KH' → 'km', 'en-GB' → 'en'); null when it speaks neither. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
}

/** The first language of an Accept-Language header the console speaks, by the weights the header gives; null for
 * none ("fr", "*", a missing header), so the caller falls back to the account's language. */
export function languageOfAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag, q: q ? Number(q[1]) : 1, index };
    })
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return null;
}
