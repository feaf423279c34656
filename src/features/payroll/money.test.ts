import { describe, expect, it } from 'vitest';
import { bpToPercent, formatPercent, parseRate, percentToBp } from './money.ts';

describe('payroll money', () => {
  it('shows percentages', () => {
    expect(formatPercent(250)).toBe('2.5%');
    expect(formatPercent(10_000)).toBe('100%');
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
