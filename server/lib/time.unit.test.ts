// businessToday is arithmetic for speed; it must agree with the time-zone database for Asia/Phnom_Penh.
import { describe, expect, it } from 'vitest';
import { businessToday } from './time.ts';

const phnomPenh = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Phnom_Penh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('businessToday', () => {
  it('turns at 17:00 UTC', () => {
    expect(businessToday(new Date('2026-12-31T16:59:59.999Z'))).toBe('2026-12-31');
    expect(businessToday(new Date('2026-12-31T17:00:00.000Z'))).toBe('2027-01-01');
  });

  it('agrees with the time-zone database for Asia/Phnom_Penh across this century', () => {
    const from = Date.UTC(2000, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    for (let i = 0; i < 20_000; i++) {
      const at = new Date(from + Math.floor(((to - from) * i) / 20_000) + ((i * 7_919_000) % 86_400_000));
      expect(businessToday(at), at.toISOString()).toBe(phnomPenh.format(at));
    }
  });
});
