// Money as every screen, export and payslip shows and takes it: USD from integer cents ("$1,234.56"), riel as
// whole numbers ("4,100,000 riel"). Typed amounts are parsed to cents exactly: no floating point between the text
// and the integer.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 123456 → "$1,234.56"; -500 → "-$5.00". */
export const formatUsd = (cents: number): string => usd.format(cents / 100);

/** 123456 → "$1,235": a trend or a total at a glance, not a payslip. */
export const formatUsdWhole = (cents: number): string => usdWhole.format(cents / 100);

/** A change with its sign: +$12.00, -$3.50, $0.00. */
export const formatChange = (cents: number): string => (cents > 0 ? `+${formatUsd(cents)}` : formatUsd(cents));

/** 4100000 → "4,100,000". */
export const formatWhole = (n: number): string => whole.format(n);

/** 4100000 → "4,100,000 riel". */
export const formatRiel = (riel: number): string => `${formatWhole(riel)} riel`;

/** "1,250.5", "$1250.50" or "1250." → 125050; null when it is not an amount of dollars with at most two decimals. */
export function dollarsToCents(text: string): number | null {
  const m = /^\$?(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 125050 → "1250.50", for an input's value. */
export const centsToDollars = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
