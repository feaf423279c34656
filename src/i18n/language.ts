// The language the console is shown in. Before sign-in: this device's last choice, else the browser's language;
// once signed in, the account's (the server keeps it, so it follows the user to every device). Switching
// re-renders in place: no reload, the page and its state stay.
import { proxy } from 'valtio';
import { DEFAULT_LANGUAGE, languageOfTag, type Language } from '../../contract/languages.ts';

const KEY = 'hrms.language';
// Set by a browser test, never by the console: English shown as the pseudo-locale (pseudo.ts).
const PSEUDO_KEY = 'hrms.pseudo';

/** The browser's first language the console speaks, English when none. */
export function browserLanguage(): Language {
  const tags = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function initial(): Language {
  try {
    return languageOfTag(localStorage.getItem(KEY)) ?? browserLanguage();
  } catch {
    return browserLanguage();
  }
}

/** `value` is the language asked for; the provider shows it once its catalogue (and font) has loaded. */
export const language = proxy<{ value: Language }>({ value: initial() });

/** Shows the console in this language and remembers it on this device. */
export function showLanguage(next: Language): void {
  language.value = next;
  try {
    localStorage.setItem(KEY, next);
  } catch {
    /* storage unavailable: the choice lasts for this tab */
  }
}

/** Whether this device asks for English as the pseudo-locale (a clipping test sets it before the app starts). */
export function pseudoAsked(): boolean {
  try {
    return localStorage.getItem(PSEUDO_KEY) === 'on';
  } catch {
    return false;
  }
}
