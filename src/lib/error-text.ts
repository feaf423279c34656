// A form's field errors are the contract's English sentences (its own checks and the server's). Said through
// this, each the catalogue holds reaches the field in the language on screen, whichever field component shows it.
import { sharedText, textNow } from '../i18n/text.ts';
import { spokenFields } from './form-errors.ts';

/** Like spokenFields (API field names as a person says them), then in the language on screen. */
export function spokenOnScreen(names: Record<string, string>): (message: string) => string {
  const speak = spokenFields(names);
  return (message) => sharedText(textNow, speak(message));
}
