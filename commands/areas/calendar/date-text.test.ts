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

  it.each([
    ['25 ធ្នូ', '2026-12-25'],
    ['ធ្នូ 25', '2026-12-25'],
    ['25 ខែធ្នូ ឆ្នាំ2027', '2027-12-25'],
    ['ថ្ងៃទី1 មករា', '2027-01-01'],
    ['២៥ ធ្នូ', '2026-12-25'],
    // The start of a month's name, as "25 nov" in English.
    ['25 វិច្ឆ', '2026-11-25'],
    ['វិច្ឆិ 26', '2026-11-26'],
    ['3 ខែកុម្ភ 2027', '2027-02-03'],
    ['ថ្ងៃនេះ', today],
    ['ស្អែក', '2026-11-26'],
    ['ថ្ងៃស្អែក', '2026-11-26'],
    ['ម្សិលមិញ', '2026-11-24'],
    ['ថ្ងៃសុក្រ', '2026-11-27'],
    ['ពុធក្រោយ', '2026-12-02'],
    ['ថ្ងៃពុធ បន្ទាប់', '2026-12-02'],
    // A day as the Khmer screen writes it, and as the English one does.
    ['ថ្ងៃពុធ 25 វិច្ឆិកា 2026', '2026-11-25'],
    ['Wednesday, 25 November 2026', '2026-11-25'],
  ])("reads the Khmer (or the screen's) %s", (text, date) => {
    expect(parseDateText(text, today)).toBe(date);
  });

  it.each([
    '',
    'dara',
    '2026-02-30',
    '30/02/2026',
    '31 june 2026',
    'de 25',
    'march',
    'ធ្នូ',
    'សុខ',
    '31 មិថុនា 2026',
    'វិច្ឆ',
    '25 មក',
  ])('refuses %s', (text) => {
    expect(parseDateText(text, today)).toBeNull();
  });

  it('names a day and keeps it as an id', () => {
    expect(dayLabel('2026-11-25')).toBe('Wednesday, 25 November 2026');
    expect(dateOfId(dateId('2027-01-05'))).toBe('2027-01-05');
  });
});
