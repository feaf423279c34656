import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatChange, formatRiel, formatUsd, formatUsdWhole } from './money.ts';

describe('money', () => {
  it('shows cents as dollars and riel as whole numbers', () => {
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(-500)).toBe('-$5.00');
    expect(formatUsd(-123456)).toBe('-$1,234.56');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsdWhole(123456)).toBe('$1,235');
    expect(formatRiel(4_100_000)).toBe('4,100,000 riel');
    expect(formatChange(1200)).toBe('+$12.00');
    expect(formatChange(-350)).toBe('-$3.50');
    expect(formatChange(0)).toBe('$0.00');
  });

  it('parses typed dollars to exact cents, refusing what is not an amount', () => {
    expect(dollarsToCents('1,250.5')).toBe(125050);
    expect(dollarsToCents('$0.07')).toBe(7);
    expect(dollarsToCents(' 19.99 ')).toBe(1999);
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents('12.')).toBe(1200);
    for (const bad of ['', '1.234', '-5', 'abc', '1e3', '.5']) expect(dollarsToCents(bad), bad).toBeNull();
    expect(centsToDollars(125050)).toBe('1250.50');
    expect(centsToDollars(7)).toBe('0.07');
  });
});
