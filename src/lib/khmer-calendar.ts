// The Khmer names of the months and the weekdays (contract/khmer-names.ts), and the other Khmer words of time, written
// out for the same reason: browsers do not all carry Intl's Khmer.
export { KHMER_MONTHS, KHMER_WEEKDAYS } from '../../contract/khmer-names.ts';

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
