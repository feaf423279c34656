// The words a catalogue's English is written in: what a screen shown in Khmer must no longer show (a unit test
// reads them from a rendered screen, a browser journey from the page).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The words (three letters or more, lower case) of the texts, their arguments left out. */
export function catalogueWords(texts: Record<string, string>): Set<string> {
  const words = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.literal) for (const w of e.value.match(/[A-Za-z]{3,}/g) ?? []) words.add(w.toLowerCase());
      if (e.type === TYPE.plural || e.type === TYPE.select) Object.values(e.options).forEach((o) => walk(o.value));
    }
  };
  for (const text of Object.values(texts)) walk(parse(text));
  return words;
}
