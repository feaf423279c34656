// Leave is counted in whole and half days: 1 day, 2.5 days (in the language on screen).
import { textNow } from '../../i18n/text.ts';

export function formatDays(n: number): string {
  return textNow('requests.dayCount', { count: n });
}
