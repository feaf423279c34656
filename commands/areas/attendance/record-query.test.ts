import { describe, expect, it } from 'vitest';
import { pastDay, recentWorkingDays, recordQuery } from './record-query.ts';

// A Thursday.
const today = '2026-11-26';

describe('pastDay', () => {
  it.each([
    ['today', '2026-11-26'],
    ['yesterday', '2026-11-25'],
    ['2026-11-24', '2026-11-24'],
    ['24/11/2026', '2026-11-24'],
    ['24 nov', '2026-11-24'],
    ['nov 24', '2026-11-24'],
    ['25 dec', '2025-12-25'],
    ['ម្សិលមិញ', '2026-11-25'],
    ['24 វិច្ឆិកា', '2026-11-24'],
  ])('%s is %s', (text, day) => expect(pastDay(text, today)).toBe(day));

  it.each(['tomorrow', '2026-12-01', '1/12/2026', 'dara', 'sun', 'thu', 'fri', '', '31 feb', 'ចន្ទ', 'ស្អែក'])(
    '%j is no day of the past',
    (text) => expect(pastDay(text, today)).toBeNull(),
  );
});

describe('recordQuery', () => {
  it.each([
    ['', { date: today, q: '' }],
    ['dara', { date: today, q: 'dara' }],
    ['sun bora', { date: today, q: 'sun bora' }],
    ['yesterday', { date: '2026-11-25', q: '' }],
    ['yesterday sok dara', { date: '2026-11-25', q: 'sok dara' }],
    ['24 nov EMP-000012', { date: '2026-11-24', q: 'EMP-000012' }],
    ['24 november 2026 dara', { date: '2026-11-24', q: 'dara' }],
    ['2026-11-20  chan', { date: '2026-11-20', q: 'chan' }],
    ['ម្សិលមិញ សុខ ដារ៉ា', { date: '2026-11-25', q: 'សុខ ដារ៉ា' }],
    ['ចន្ទ ដារ៉ា', { date: '2026-11-26', q: 'ចន្ទ ដារ៉ា' }],
  ])('%j', (text, query) => expect(recordQuery(text, today)).toEqual(query));
});

describe('recentWorkingDays', () => {
  it('walks back from yesterday over the working days only, the latest first', () => {
    expect(recentWorkingDays(today, [1, 2, 3, 4, 5])).toEqual([
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-20',
      '2026-11-19',
    ]);
    // A Monday: the Saturday worked, the Sunday not.
    expect(recentWorkingDays('2026-11-23', [1, 2, 3, 4, 5, 6], 3)).toEqual(['2026-11-21', '2026-11-20', '2026-11-19']);
    expect(recentWorkingDays(today, [])).toEqual([]);
  });

  it('offers a day in words the picker reads back as that day', () => {
    expect(recordQuery('20 Nov 2026 ', today)).toEqual({ date: '2026-11-20', q: '' });
    expect(recordQuery('20 Nov 2026 dara', today)).toEqual({ date: '2026-11-20', q: 'dara' });
  });
});
