import { describe, expect, it } from 'vitest';
import { formatDays, formatHours, formatLateness, formatLocalTime, formatMinutes } from './format.ts';

describe('attendance figures', () => {
  it('say wall-clock times as the console does, midnight and noon included', () => {
    expect(formatLocalTime('17:30')).toBe('05:30PM');
    expect(formatLocalTime('08:05')).toBe('08:05AM');
    expect(formatLocalTime('00:10')).toBe('12:10AM');
    expect(formatLocalTime('12:00')).toBe('12:00PM');
    expect(formatLocalTime(null)).toBeNull();
  });

  it('say minutes, days and hours', () => {
    expect(formatMinutes(485)).toBe('8h 05m');
    expect(formatMinutes(null)).toBe('-');
    expect(formatLateness(0)).toBe('-');
    expect(formatLateness(12)).toBe('12 min');
    expect(formatDays(9.5)).toBe('9.5');
    expect(formatDays(20)).toBe('20');
    expect(formatHours(5025)).toBe('83.8');
  });
});
