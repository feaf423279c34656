// The payroll screens' own numbers: percentages of pay lines from basis points, the exchange rate, and an amount
// in riel in the language on screen. Money itself (cents and riel) is contract/money.ts.
import { formatWhole } from '../../../contract/money.ts';
import { textNow } from '../../i18n/text.ts';

/** 5000 → "5,000 riel" (in Khmer "5,000 រៀល"). */
export const formatRiel = (riel: number): string => textNow('payroll.rielAmount', { amount: formatWhole(riel) });

/** 250 basis points → "2.5%". */
export const formatPercent = (bp: number): string => `${new Intl.NumberFormat('en-US').format(bp / 100)}%`;

/** "2.5" or "2.5%" → 250 basis points; null beyond two decimals or not a number. */
export function percentToBp(text: string): number | null {
  const m = /^(\d{1,4})(?:\.(\d{1,2}))?%?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 250 → "2.5". */
export const bpToPercent = (bp: number): string => String(bp / 100);

/** "4,100" → 4100: whole riel per US dollar, as the contract takes it (1,000 to 10,000); null otherwise. */
export function parseRate(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  if (!/^\d{4,5}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1000 && n <= 10_000 ? n : null;
}
