// The pseudo-locale: every English text at least 40% longer, bracketed, and still formatting with the same values
// (arguments, plurals, selects kept).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { pseudoCatalogue, pseudoMessage } from './pseudo.ts';

/** A value for each argument: a number for a plural or a number, else a word in «» (one character each when `short`). */
function valuesFor(message: string, short = false): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.plural || e.type === TYPE.number) values[e.value] = 7;
      else if (e.type === TYPE.argument || e.type === TYPE.select) values[e.value] = short ? 'x' : `«${e.value}»`;
      if (e.type === TYPE.plural || e.type === TYPE.select) Object.values(e.options).forEach((o) => walk(o.value));
      if (e.type === TYPE.tag) walk(e.children);
    }
  };
  walk(parse(message));
  return values;
}

const english = createIntl({
  locale: 'en',
  messages: en,
  onError: (e) => {
    throw e;
  },
});
const pseudo = createIntl({
  locale: 'en',
  messages: pseudoCatalogue(en),
  onError: (e) => {
    throw e;
  },
});

describe('the pseudo-locale', () => {
  it.each(Object.keys(en) as (keyof typeof en)[])('%s: longer by the growth, bracketed, with its values', (key) => {
    const values = valuesFor(en[key]);
    const from = english.formatMessage({ id: key }, values);
    const to = pseudo.formatMessage({ id: key }, values);
    expect(to.startsWith('[') && to.endsWith(']'), to).toBe(true);
    for (const value of Object.values(values)) if (from.includes(String(value))) expect(to).toContain(String(value));
    // The length is the text's own: a value (a name, a date) is as long in any language.
    const short = valuesFor(en[key], true);
    const [before, after] = [english, pseudo].map((intl) => intl.formatMessage({ id: key }, short));
    expect(after.length, `${before} → ${after}`).toBeGreaterThanOrEqual(Math.ceil(before.length * 1.4));
  });

  it('keeps plurals: each count picks its own form', () => {
    const message = pseudoMessage('{count, plural, one {{count} result} other {{count} results}}');
    const intl = createIntl({ locale: 'en', messages: { m: message } });
    expect(intl.formatMessage({ id: 'm' }, { count: 1 })).toMatch(/^\[1 ŕéšûĺţ [^\]]*\]$/);
    expect(intl.formatMessage({ id: 'm' }, { count: 12 })).toMatch(/^\[12 ŕéšûĺţš [^\]]*\]$/);
  });

  it("keeps ICU's quoting: an apostrophe stays one apostrophe, a quoted brace stays text", () => {
    const intl = createIntl({ locale: 'en', messages: { m: pseudoMessage("''{chars}'' left out, '{'as is'}'") } });
    expect(intl.formatMessage({ id: 'm' }, { chars: '.' })).toMatch(/^\['\.' ĺéƒţ öûţ, \{àš íš\} /);
  });
});
