// Reading the catalogue: `useText()` in a component (it re-renders when the language changes), `textNow()`
// outside one (a command's toast). Keys are typed: a key the catalogue lacks fails the typecheck.
import { useCallback, useContext } from 'react';
import { createIntl, IntlContext } from 'react-intl';
import { MONTH_NAMES } from '../../contract/dates.ts';
import { formatMonth } from '../lib/time.ts';
import { currentIntl } from './current.ts';
import { english as englishTexts } from './catalogues.ts';
import type { MessageKey } from './en.ts';

export type TextValues = Record<string, string | number>;
export type Text = (key: MessageKey, values?: TextValues) => string;

const english = createIntl({ locale: 'en', messages: englishTexts });

/** The catalogue in the language on screen; English where no provider is above (a part rendered on its own). */
export function useText(): Text {
  const intl = useContext(IntlContext) ?? english;
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

/** The text in the language on screen (English before the provider has rendered). */
export const textNow: Text = (key, values) => (currentIntl() ?? english).formatMessage({ id: key }, values);

/** Whether the catalogue holds this key (for keys made from ids: a command's, a page's), once its part has loaded. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(englishTexts, key);
}

// The catalogue's English texts that also come to the web app as plain text (a command's toast or confirm, a refusal):
// each as a pattern, so such a text is shown in the language on screen. Made the first time one is asked for, and
// again once the catalogue's later part has added its texts.
let shared: { key: MessageKey; names: string[]; pattern: RegExp }[] = [];
let sharedFrom = 0;
function sharedPatterns() {
  const texts = Object.entries(englishTexts) as [MessageKey, string][];
  if (texts.length === sharedFrom) return shared;
  sharedFrom = texts.length;
  return (shared = texts
    .filter(([key]) => ['toast.', 'blocked.', 'validation.', 'confirm.'].some((prefix) => key.startsWith(prefix)))
    .map(([key, text]) => {
      const names: string[] = [];
      const source = text
        .split(/(\{\w+\})/)
        .map((part) => {
          const arg = /^\{(\w+)\}$/.exec(part);
          if (!arg) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(arg[1]);
          return '(.+?)';
        })
        .join('');
      return { key, names, pattern: new RegExp(`^${source}$`) };
    }));
}

// A month such a text names ("Reopen June 2026?") is written in English by the command: said again on screen.
const ENGLISH_MONTH = new RegExp(`^(${MONTH_NAMES.join('|')}) (\\d{4})$`);
function valueOnScreen(value: string): string {
  const month = ENGLISH_MONTH.exec(value);
  if (!month) return value;
  const m = MONTH_NAMES.indexOf(month[1] as (typeof MONTH_NAMES)[number]) + 1;
  return formatMonth(`${month[2]}-${String(m).padStart(2, '0')}`);
}

/** An English text the catalogue holds, in the language on screen (a month in it too); any other text as it is. */
export function sharedText(t: Text, text: string): string {
  for (const { key, names, pattern } of sharedPatterns()) {
    const match = pattern.exec(text);
    if (match) return t(key, Object.fromEntries(names.map((name, i) => [name, valueOnScreen(match[i + 1])])));
  }
  return text;
}
