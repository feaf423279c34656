// The Khmer names of the months and the weekdays, written out (CLDR's km names): browsers do not all carry Intl's
// Khmer (Chromium's own ICU has none and answers "April" for km-KH), so the console never asks Intl for them.
export const KHMER_MONTHS = [
  'មករា',
  'កុម្ភៈ',
  'មីនា',
  'មេសា',
  'ឧសភា',
  'មិថុនា',
  'កក្កដា',
  'សីហា',
  'កញ្ញា',
  'តុលា',
  'វិច្ឆិកា',
  'ធ្នូ',
] as const;

/** Sunday first, as getUTCDay() counts. */
export const KHMER_WEEKDAYS = ['អាទិត្យ', 'ចន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍'] as const;

/** For a narrow column: the long names but Thursday's, shortened. */
export const KHMER_WEEKDAYS_SHORT = ['អាទិត្យ', 'ចន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហ', 'សុក្រ', 'សៅរ៍'] as const;

const KHMER_UNITS = { minute: 'នាទី', hour: 'ម៉ោង', day: 'ថ្ងៃ', month: 'ខែ' } as const;

/** How long ago, as CLDR's km says it with numeric 'auto' (a zero-width space before មុន, "ago"), written out for
 * the same reason as the names above. */
export function khmerAgo(count: number, unit: 'second' | keyof typeof KHMER_UNITS): string {
  if (unit === 'second') return 'ឥឡូវ';
  if (unit === 'day' && count === 1) return 'ម្សិលមិញ';
  if (unit === 'day' && count === 2) return 'ម្សិល\u200bម៉្ងៃ';
  if (unit === 'month' && count === 1) return 'ខែ\u200bមុន';
  return `${count} ${KHMER_UNITS[unit]}\u200bមុន`;
}
