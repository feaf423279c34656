// The signed-in user's language: shown at once, then kept with their account on the server (PATCH
// /auth/language), so it follows them to every device. A session whose account has none yet gives it the
// language this device shows (the browser's, or the choice made before signing in).
import toast from 'react-hot-toast';
import { auth } from '../../contract/api/routes/auth.ts';
import type { Language } from '../../contract/languages.ts';
import { language, showLanguage } from '../i18n/language.ts';
import { textNow } from '../i18n/text.ts';
import { call } from './api-client.ts';
import { session } from './session.ts';

async function keep(next: Language): Promise<void> {
  try {
    await call(auth.setLanguage, { body: { language: next } });
  } catch {
    toast.error(textNow('toast.languageNotSaved'));
  }
}

/** The user's choice (the palette, the profile dialog). */
export function chooseLanguage(next: Language): void {
  showLanguage(next);
  if (session.isAuthenticated) void keep(next);
}

/** The account's language as the session's permissions answer it: shown, or, when it has none, set to this one. */
export function adoptAccountLanguage(account: Language | null): void {
  if (account) showLanguage(account);
  else void keep(language.value);
}
