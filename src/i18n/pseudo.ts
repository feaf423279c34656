// The pseudo-locale: the English catalogue with every text 40% longer, its letters accented and the whole in
// brackets, so a screen that clips a longer language (Khmer runs longer than English) shows it in English's own
// layout: a missing "]" is a cut text, a plain English word a text the catalogue does not hold. Only for testing:
// no user is offered it and no account stores it; language.ts's `pseudoAsked` turns it on. ICU arguments, plurals, selects
// and tags stay as they are, so every message still formats with the same values.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { Catalogue } from './catalogues.ts';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnoprstuvwxyzABCDEGHIJKLNORSTUWYZ'].map((c, i) => [
    c,
    [...'àƀçđéƒĝĥíĵķĺḿñöþŕšţûṽŵẋýžÀƁÇĐÉĜĤÍĴĶĹÑÖŔŠŢÛŴÝŽ'][i],
  ]),
);
// Words, so the padding wraps where a sentence would.
const PADDING = ' ōne ţwō ţhrēē fōūr fīvē sīx sēvēn ēīghţ nīnē ţēn';
/** How much longer each text grows. */
const GROWTH = 0.4;

const accent = (text: string) => text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);

function padding(length: number): string {
  let pad = '';
  while (pad.length < length) pad += PADDING;
  return pad.slice(0, length);
}

/** The characters of text a reader sees in these elements (a plural's or a select's options count apart). */
function textLength(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const e of elements) {
    if (e.type === TYPE.literal) length += e.value.length;
    else if (e.type === TYPE.tag) length += textLength(e.children);
    else if (e.type === TYPE.pound || e.type === TYPE.argument) length += 1;
  }
  return length;
}

function lengthen(elements: MessageFormatElement[]): MessageFormatElement[] {
  const out = accentAll(elements);
  const grow = Math.ceil(textLength(elements) * GROWTH);
  return grow ? [...out, { type: TYPE.literal, value: padding(grow) }] : out;
}

function accentAll(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((e) => {
    if (e.type === TYPE.literal) return { ...e, value: accent(e.value) };
    if (e.type === TYPE.tag) return { ...e, children: accentAll(e.children) };
    if (e.type === TYPE.plural || e.type === TYPE.select)
      return {
        ...e,
        options: Object.fromEntries(Object.entries(e.options).map(([k, o]) => [k, { ...o, value: lengthen(o.value) }])),
      };
    return e;
  });
}

/** ICU source for these elements. The parser's own printer drops apostrophes' escaping, so literals are printed
 * here: an apostrophe doubled, a character ICU reads as syntax quoted ('#' only counts inside a plural). */
function print(elements: MessageFormatElement[], inPlural = false): string {
  return elements
    .map((e) => {
      if (e.type === TYPE.literal)
        return e.value.replace(/'/g, "''").replace(inPlural ? /[{}<#]/g : /[{}<]/g, (c) => `'${c}'`);
      if (e.type === TYPE.pound) return '#';
      if (e.type === TYPE.tag) return `<${e.value}>${print(e.children, inPlural)}</${e.value}>`;
      if (e.type === TYPE.plural || e.type === TYPE.select) {
        const kind = e.type === TYPE.select ? 'select' : e.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
        const offset = e.type === TYPE.plural && e.offset ? ` offset:${e.offset}` : '';
        const options = Object.entries(e.options).map(
          ([k, o]) => `${k} {${print(o.value, e.type === TYPE.plural || (inPlural && e.type === TYPE.select))}}`,
        );
        return `{${e.value}, ${kind},${offset} ${options.join(' ')}}`;
      }
      return printAST([e]);
    })
    .join('');
}

/** One ICU message in the pseudo-locale. */
export function pseudoMessage(message: string): string {
  return `[${print(lengthen(parse(message)))}]`;
}

export function pseudoCatalogue(messages: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, pseudoMessage(text)]));
}
