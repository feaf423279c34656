import { monthGrid } from '../../lib/month-grid.ts';
import { describe, expect, it } from 'vitest';
import type { CalendarData } from '../../../contract/api/calendar.ts';
import { entriesByDay, halfOf } from './day-entries.ts';

const stamp = '2026-01-01T00:00:00.000Z';
const event = (id: number, kind: 'holiday' | 'event', event_date: string, end_date: string | null = null) => ({
  id,
  title: `E${id}`,
  event_date,
  end_date,
  kind,
  office: null,
  description: '',
  created_at: stamp,
  updated_at: stamp,
});

describe('entries by day', () => {
  const days = monthGrid('2026-04');
  const data: CalendarData = {
    from: days[0],
    to: days[41],
    events: [event(1, 'event', '2026-03-28', '2026-04-02'), event(2, 'holiday', '2026-04-14')],
    leave: [
      {
        id: 9,
        status: 'pending',
        start_date: '2026-04-10',
        end_date: '2026-04-15',
        start_half: true,
        end_half: false,
        leave_type: 'Annual Leave',
        employee: { id: 1, name: 'Dara', staff_id: 'E1' },
      },
    ],
  };
  const byDay = entriesByDay(days, data);
  const keys = (d: string) => byDay.get(d)!.map((e) => e.key);

  it('puts an event on each of its days inside the grid, even one that began before it', () => {
    expect(days[0]).toBe('2026-03-30');
    expect(keys('2026-03-30')).toEqual(['e1']);
    expect(keys('2026-04-02')).toEqual(['e1']);
    expect(keys('2026-04-03')).toEqual([]);
  });

  it('puts leave on its working days only, after the holiday', () => {
    expect(keys('2026-04-10')).toEqual(['l9']);
    expect(keys('2026-04-11')).toEqual([]); // Saturday
    expect(keys('2026-04-12')).toEqual([]); // Sunday
    expect(keys('2026-04-13')).toEqual(['l9']);
    expect(keys('2026-04-14')).toEqual(['e2']); // the holiday is not a leave day
    expect(keys('2026-04-15')).toEqual(['l9']);
    expect(halfOf(data.leave![0], '2026-04-10')).toBe('Afternoon');
    expect(halfOf(data.leave![0], '2026-04-13')).toBeNull();
  });

  it('is empty for every day without an answer', () => {
    expect([...entriesByDay(days, undefined).values()].every((l) => l.length === 0)).toBe(true);
  });
});
