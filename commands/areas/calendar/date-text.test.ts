import { describe, expect, it } from 'vitest';
import { dayLabel } from '../../../contract/dates.ts';
import { dateId, dateOfId } from './calendar-dates.ts';
import { parseDateText } from './date-text.ts';

describe('dates typed into the palette', () => {
  const today = '2026-11-25'; // a Wednesday
  it.each([
    ['2026-12-25', '2026-12-25'],
    ['25/12/2026', '2026-12-25'],
    ['5/1/2027', '2027-01-05'],
    ['25 dec', '2026-12-25'],
    ['Dec 25', '2026-12-25'],
    ['25th December 2027', '2027-12-25'],
    ['1 jan', '2027-01-01'],
    ['25 nov', '2026-11-25'],
    ['today', today],
    ['tomorrow', '2026-11-26'],
    ['yesterday', '2026-11-24'],
    ['fri', '2026-11-27'],
    ['next wednesday', '2026-12-02'],
    ['monday', '2026-11-30'],
  ])('reads %s', (text, date) => {
    expect(parseDateText(text, today)).toBe(date);
  });

  it.each(['', 'dara', '2026-02-30', '30/02/2026', '31 june 2026', 'de 25', 'march'])('refuses %s', (text) => {
    expect(parseDateText(text, today)).toBeNull();
  });

  it('names a day and keeps it as an id', () => {
    expect(dayLabel('2026-11-25')).toBe('Wednesday, 25 November 2026');
    expect(dateOfId(dateId('2027-01-05'))).toBe('2027-01-05');
  });
});
