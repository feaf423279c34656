import { describe, expect, it } from 'vitest';
import { previewText } from './leave-days-preview.tsx';

describe('working days preview', () => {
  it('says the days and what was left out', () => {
    expect(previewText({ days: 3, weekendDays: 0, holidays: 1 })).toBe('3 days (1 public holiday not counted).');
    expect(previewText({ days: 5.5, weekendDays: 2, holidays: 2 })).toBe(
      '5.5 days (2 weekend days and 2 public holidays not counted).',
    );
    expect(previewText({ days: 1, weekendDays: 0, holidays: 0 })).toBe('1 day.');
  });

  it('says when holidays could not be read, and when nothing counts', () => {
    expect(previewText({ days: 2, weekendDays: 2, holidays: null })).toBe(
      '2 days (2 weekend days not counted). Public holidays are not known here; they are left out when the request is filed.',
    );
    expect(previewText({ days: 0, weekendDays: 2, holidays: 0 })).toBe(
      'These dates hold no working days (weekends and public holidays are not counted).',
    );
    expect(previewText(null)).toBe('Choose the start and end dates to see the working days.');
  });
});
