import { describe, expect, it } from 'vitest';
import { formatClock, formatDay, formatDays, leaveDates, overtimeSpan } from './request-format.ts';

describe('request formats', () => {
  it('reformat calendar days and wall-clock times without shifting them', () => {
    expect(formatDay('2026-01-01')).toBe('01 Jan 2026');
    expect(formatDay('nonsense')).toBe('-');
    expect(formatClock('00:05')).toBe('12:05AM');
    expect(formatClock('12:30')).toBe('12:30PM');
    expect(formatClock('18:00')).toBe('06:00PM');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(1.5)).toBe('1.5 days');
  });

  it('mark half days on leave dates', () => {
    const base = { start_date: '2026-05-12', end_date: '2026-05-14', start_half: false, end_half: false };
    expect(leaveDates(base)).toBe('12 May 2026 – 14 May 2026');
    expect(leaveDates({ ...base, start_half: true, end_half: true })).toBe(
      '12 May 2026 (afternoon) – 14 May 2026 (morning)',
    );
    expect(leaveDates({ ...base, end_date: '2026-05-12', end_half: true })).toBe('12 May 2026 (morning)');
    expect(leaveDates({ ...base, end_date: '2026-05-12', start_half: true })).toBe('12 May 2026 (afternoon)');
  });

  it('show overtime as a time span, or hours when no times were given', () => {
    expect(overtimeSpan({ start_time: '18:00', end_time: '20:30', hours: 2.5 })).toBe('06:00PM – 08:30PM');
    expect(overtimeSpan({ start_time: null, end_time: null, hours: 2 })).toBe('2 hours');
  });
});
