// Money as the payroll screens show and take it: USD from integer cents ("$1,234.56", as the employee pages show
// a salary), riel as whole numbers ("4,100,000 riel"), percentages of pay lines from basis points. Typed amounts
// are parsed to cents exactly: no floating point between the text and the integer.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 123456 → "$1,234.56"; -500 → "-$5.00". */
export const formatUsd = (cents: number): string => usd.format(cents / 100);

/** 4100000 → "4,100,000 riel". */
export const formatRiel = (riel: number): string => `${whole.format(riel)} riel`;

/** A change with its sign: +$12.00, -$3.50, $0.00. */
export const formatChange = (cents: number): string => (cents > 0 ? `+${formatUsd(cents)}` : formatUsd(cents));

/** 250 basis points → "2.5%". */
export const formatPercent = (bp: number): string => `${new Intl.NumberFormat('en-US').format(bp / 100)}%`;

/** "1,250.5" or "$1250.50" → 125050; null when it is not an amount of dollars with at most two decimals. */
export function dollarsToCents(text: string): number | null {
  const m = /^\$?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 125050 → "1250.50", for an input's value. */
export const centsToDollars = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

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
