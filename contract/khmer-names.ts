// The Khmer names of the months and the weekdays, written out (CLDR's km names): browsers do not all carry Intl's
// Khmer (Chromium's own ICU has none and answers "April" for km-KH), so the console never asks Intl for them. Shared:
// the screen writes dates with them (src/lib/time.ts) and the palette reads them in a typed date (date-text.ts).
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
