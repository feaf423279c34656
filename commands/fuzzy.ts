// The palette's own ranking (cmdk runs with shouldFilter={false}). Linear in the number of entries and
// allocation-light, so 10,000 entries rank well inside one frame.

export interface Searchable {
  title: string;
  keywords?: readonly string[];
  group?: string;
}

export interface Prepared<T> {
  item: T;
  title: string;
  keywords: string;
  group: string;
  /** The title as a name ("Go to Offices" → "offices"): a query equal to it names this entry outright. */
  name: string;
  /** Each keyword whole, a lesser name. */
  aliases: readonly string[];
  order: number;
}

export function prepare<T extends Searchable>(items: readonly T[]): Prepared<T>[] {
  return items.map((item, order) => ({
    item,
    order,
    title: item.title.toLowerCase(),
    keywords: (item.keywords ?? []).join(' ').toLowerCase(),
    group: (item.group ?? '').toLowerCase(),
    name: item.title
      .toLowerCase()
      .replace(/^go to /, '')
      .replace(/…$/, ''),
    aliases: (item.keywords ?? []).map((k) => k.toLowerCase()),
  }));
}

// Khmer writes a phrase's words without spaces, so a word start says little: any part of a Khmer name is a place
// to match, from two characters on (a consonant and its vowel sign, "ទី"; a subscript consonant is the coeng
// U+17D2 and the consonant, each one character), where Latin text needs three.
const KHMER = /[\u1780-\u17ff]/;
const insideMinimum = (token: string) => (KHMER.test(token) ? 2 : 3);

const isBoundary = (text: string, i: number) =>
  i === 0 || text.charCodeAt(i - 1) === 32 || text[i - 1] === '-' || text[i - 1] === '_';

/**
 * 0 when `token` does not match `text`; higher is better. A prefix beats a word start beats a substring beats
 * an abbreviation; an abbreviation ("ael" for "add employee leave") may only jump to the start of a word, so
 * letters scattered through unrelated words ("dark" in "cancel… revoke") match nothing.
 */
export function scoreToken(token: string, text: string): number {
  if (!text) return 0;
  if (text.startsWith(token)) return 100 - Math.min(text.length - token.length, 20) * 0.1;
  let idx = text.indexOf(token);
  let inside = -1;
  while (idx > 0) {
    if (isBoundary(text, idx)) return 80;
    if (inside < 0) inside = idx;
    idx = text.indexOf(token, idx + 1);
  }
  if (inside > 0 && token.length >= insideMinimum(token)) return 60;
  // Abbreviation: starts at a word start; each next letter follows the previous one or starts a word.
  let score = 0;
  let ti = 0;
  let prev = -2;
  for (let i = 0; i < text.length && ti < token.length; i++) {
    if (text.charCodeAt(i) !== token.charCodeAt(ti)) continue;
    const next = i === prev + 1;
    if (!next && !isBoundary(text, i)) continue;
    score += next ? 3 : 2;
    prev = i;
    ti++;
  }
  if (ti < token.length) return 0;
  return Math.min(50, 10 + (score / token.length) * 10);
}

function scoreEntry<T>(tokens: string[], p: Prepared<T>): number {
  let total = 0;
  for (const t of tokens) {
    const s = Math.max(scoreToken(t, p.title) * 1.0, scoreToken(t, p.keywords) * 0.8, scoreToken(t, p.group) * 0.6);
    if (s === 0) return 0;
    total += s;
  }
  return total;
}

/** Typing an entry's whole name ("offices", "employees" for "Go to Employee") or one of its keywords whole
 * ("dark mode") outranks the same words found inside other titles ("Import employees"). */
function nameBonus<T>(q: string, e: Prepared<T>): number {
  const is = (name: string) => q === name || q === `${name}s` || `${q}s` === name;
  if (is(e.name)) return 60;
  return e.aliases.some(is) ? 30 : 0;
}

/**
 * Ranks prepared entries for a query. With an empty query the original order is kept, with the
 * `boosted` keys (recently run commands) first.
 */
export function rank<T>(
  entries: readonly Prepared<T>[],
  query: string,
  keyOf: (item: T) => string,
  boosted: readonly string[] = [],
): T[] {
  const q = query.trim().toLowerCase();
  const boost = new Map(boosted.map((k, i) => [k, boosted.length - i]));
  if (!q) {
    const head: Prepared<T>[] = [];
    const tail: T[] = [];
    for (const e of entries) {
      if (boost.has(keyOf(e.item))) head.push(e);
      else tail.push(e.item);
    }
    head.sort((a, b) => boost.get(keyOf(b.item))! - boost.get(keyOf(a.item))!);
    return [...head.map((e) => e.item), ...tail];
  }
  const tokens = q.split(/\s+/);
  const scored: Array<{ e: Prepared<T>; s: number }> = [];
  for (const e of entries) {
    const s = scoreEntry(tokens, e);
    if (s === 0) continue;
    scored.push({ e, s: s + nameBonus(q, e) + (boost.get(keyOf(e.item)) ?? 0) * 5 });
  }
  scored.sort((a, b) => b.s - a.s || a.e.order - b.e.order);
  return scored.map((x) => x.e.item);
}
