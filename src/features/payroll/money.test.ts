import { describe, expect, it } from 'vitest';
import {
  bpToPercent,
  centsToDollars,
  dollarsToCents,
  formatChange,
  formatPercent,
  formatRiel,
  formatUsd,
  parseRate,
  percentToBp,
} from './money.ts';

describe('payroll money', () => {
  it('shows cents as dollars and riel as whole numbers', () => {
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(-500)).toBe('-$5.00');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatRiel(4_100_000)).toBe('4,100,000 riel');
    expect(formatChange(1200)).toBe('+$12.00');
    expect(formatChange(-350)).toBe('-$3.50');
    expect(formatChange(0)).toBe('$0.00');
    expect(formatPercent(250)).toBe('2.5%');
    expect(formatPercent(10_000)).toBe('100%');
  });

  it('parses typed dollars to exact cents, refusing what is not an amount', () => {
    expect(dollarsToCents('1,250.5')).toBe(125050);
    expect(dollarsToCents('$0.07')).toBe(7);
    expect(dollarsToCents(' 19.99 ')).toBe(1999);
    expect(dollarsToCents('12')).toBe(1200);
    for (const bad of ['', '1.234', '-5', 'abc', '1e3', '.5']) expect(dollarsToCents(bad), bad).toBeNull();
    expect(centsToDollars(125050)).toBe('1250.50');
    expect(centsToDollars(7)).toBe('0.07');
  });

  it('parses percentages to basis points and back', () => {
    expect(percentToBp('2.5')).toBe(250);
    expect(percentToBp('10%')).toBe(1000);
    expect(percentToBp('0.01')).toBe(1);
    for (const bad of ['', '2.555', '-1', 'x%']) expect(percentToBp(bad), bad).toBeNull();
    expect(bpToPercent(250)).toBe('2.5');
    expect(bpToPercent(1000)).toBe('10');
  });

  it('takes an exchange rate in whole riel from 1,000 to 10,000', () => {
    expect(parseRate('4,100')).toBe(4100);
    expect(parseRate(' 4000 ')).toBe(4000);
    expect(parseRate('10000')).toBe(10_000);
    for (const bad of ['', '999', '10001', '4100.5', 'abc', '-4100']) expect(parseRate(bad), bad).toBeNull();
  });
});
