import { describe, expect, it } from 'vitest';
import { atTime, currentTime, nowIso } from './clock.ts';
import { businessToday } from './time.ts';

describe('clock', () => {
  it('is the real time outside atTime', () => {
    const before = Date.now();
    const now = currentTime().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('is the replayed moment inside atTime, across awaits, and only there', async () => {
    const at = new Date('2026-03-02T01:30:00Z');
    const seen = await atTime(at, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { iso: nowIso(), today: businessToday() };
    });
    // 01:30 UTC is 08:30 in Phnom Penh, the same day.
    expect(seen).toEqual({ iso: '2026-03-02T01:30:00.000Z', today: '2026-03-02' });
    expect(Math.abs(currentTime().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('keeps parallel replays apart', async () => {
    const a = atTime(new Date('2025-01-01T00:00:00Z'), async () => {
      await Promise.resolve();
      return nowIso();
    });
    const b = atTime(new Date('2027-01-01T00:00:00Z'), async () => {
      await Promise.resolve();
      return nowIso();
    });
    expect(await Promise.all([a, b])).toEqual(['2025-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
  });
});
