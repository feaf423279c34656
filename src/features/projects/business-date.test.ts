import { describe, expect, it } from 'vitest';
import { formatBusinessDate } from './business-date.ts';

describe('formatBusinessDate', () => {
  it('shows a calendar date as DD MMM YYYY, whatever the browser time zone', () => {
    expect(formatBusinessDate('2026-01-01')).toBe('01 Jan 2026');
    expect(formatBusinessDate('2025-12-31')).toBe('31 Dec 2025');
  });

  it('shows a dash for no date or a malformed one', () => {
    expect(formatBusinessDate(null)).toBe('-');
    expect(formatBusinessDate('')).toBe('-');
    expect(formatBusinessDate('31/12/2025')).toBe('-');
  });
});
