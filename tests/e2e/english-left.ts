// English left on a screen shown in another language: every text a sighted user reads (visible text, a select's
// options, the document's title) and every name a screen reader speaks instead (aria-label, title, placeholder,
// alt…), with the Latin-letter words in them that are neither data nor a term the translation keeps in Latin.
import type { Page } from '@playwright/test';
import { ATTENDANCE_CODES } from '../../contract/attendance-codes.ts';
import { en } from '../../src/i18n/en.ts';

/** One text on the screen and where it is (`button`, `th`, `input[placeholder]`, `title`…). */
export interface ShownText {
  text: string;
  where: string;
}

/** Every text on the screen as shown now: visible text nodes, the options of its selects and the accessible
 * names written in attributes. Key caps (`kbd`) name keys as printed on the keyboard and are left out. */
export async function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const found: ShownText[] = [];
    const name = (el: Element) => {
      const role = el.getAttribute('role');
      return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}`;
    };
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('kbd, script, style, template, svg text')) continue;
      // An SVG's <title> is its accessible name: it counts when the drawing shows.
      const owner = parent.closest('svg title, svg desc') ? parent.closest('svg')! : parent;
      if (shown(owner)) found.push({ text, where: name(parent) });
    }
    // A chart's label, whose words an SVG <text> may split into one <tspan> per line.
    for (const label of document.querySelectorAll('svg text')) {
      const lines = label.querySelectorAll('tspan');
      const text = (lines.length ? [...lines].map((l) => l.textContent).join(' ') : label.textContent)?.trim();
      if (text && shown(label)) found.push({ text, where: 'svg text' });
    }
    for (const option of document.querySelectorAll('select option'))
      if (shown(option.closest('select')!) && option.textContent?.trim())
        found.push({ text: option.textContent.trim(), where: 'option' });
    const attributes = [
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'aria-valuetext',
      'title',
      'placeholder',
      'alt',
    ];
    for (const el of document.body.querySelectorAll(attributes.map((a) => `[${a}]`).join(', '))) {
      if (!shown(el)) continue;
      for (const attribute of attributes) {
        const text = el.getAttribute(attribute)?.trim();
        if (text) found.push({ text, where: `${name(el)}[${attribute}]` });
      }
    }
    for (const button of document.querySelectorAll<HTMLInputElement>('input[type="submit"], input[type="button"]'))
      if (shown(button) && button.value.trim()) found.push({ text: button.value.trim(), where: 'input[value]' });
    if (document.title.trim()) found.push({ text: document.title.trim(), where: 'document title' });
    return found;
  });
}

/**
 * Latin words the Khmer console keeps, each for its reason: the product's name, English named in its own
 * language (the language choice), currency codes, file formats and sizes, the NSSF and QR acronyms, a date field's
 * pattern, the latitude/longitude field names a map's coordinates are pasted as, the map's scale unit and the
 * credit to its library, the staff id's prefix, the attendance sheet's codes (as its export writes them), and
 * key names as printed on the keys.
 */
export const KEPT_LATIN = new Set([
  ...Object.values(ATTENDANCE_CODES),
  'km',
  'Leaflet',
  'EMP',
  ...['Ctrl', 'Shift', 'Alt', 'Enter', 'Escape', 'Esc', 'Tab', 'Home', 'End', 'Page', 'Up', 'Down'],
  ...['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'],
  'HRMS',
  'English',
  'USD',
  'KHR',
  'PDF',
  'PNG',
  'JPEG',
  'WebP',
  'CSV',
  'csv',
  'XLSX',
  'xlsx',
  'JSON',
  'ics',
  'zip',
  'KB',
  'MB',
  'NSSF',
  'QR',
  'DD',
  'MM',
  'YYYY',
  'lat',
  'lng',
]);

/** Words of the English catalogue's texts (not its placeholders): a word of these on a Khmer screen is one of ours. */
const englishVocabulary = new Set(
  Object.values(en).flatMap((text) => text.replace(/\{[^{}]*\}/g, ' ').match(/[A-Za-z]{2,}/g) ?? []),
);

/**
 * The texts of `shown` that still hold a Latin word once `data` (the test's own records: names, addresses, the
 * admin's username) is taken out, each as `"text" (where): words`, a word of the English catalogue marked `*`.
 * Emails, web addresses, file names, user agents and tokens with a digit (staff ids, codes, amounts) are data
 * too; so is a single letter (a key, an initial).
 */
export function englishLeft(shown: ShownText[], data: string[]): string[] {
  const byLength = [...data].sort((a, b) => b.length - a.length);
  const offenders = new Set<string>();
  for (const { text, where } of shown) {
    let rest = text;
    for (const d of byLength) rest = rest.split(d).join(' ');
    // A browser's user agent, as the activity log records a sign-in's.
    if (/^[\w.-]+\/[\d.]+ \(/.test(rest)) continue;
    rest = rest
      .replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:csv|xlsx|pdf|ics|zip|json|png|jpe?g)\b/gi, ' ')
      .replace(/[A-Za-z-]*\d[\w-]*/g, ' ');
    const words = (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !KEPT_LATIN.has(w));
    if (words.length)
      offenders.add(
        `"${text}" (${where}): ${[...new Set(words)].map((w) => (englishVocabulary.has(w) ? `${w}*` : w)).join(' ')}`,
      );
  }
  return [...offenders];
}
