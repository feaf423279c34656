import { monthOf } from '../../../contract/dates.ts';
import { monthGrid } from '../../lib/month-grid.ts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarData } from '../../../contract/api/calendar.ts';
import { entriesByDay, outByDay } from './day-entries.ts';
import { MonthGrid } from './month-grid.tsx';

const stamp = '2026-11-01T00:00:00.000Z';
const DATA: CalendarData = {
  from: '2026-10-26',
  to: '2026-12-06',
  events: [
    {
      id: 1,
      title: 'Water Festival (day 2)',
      event_date: '2026-11-24',
      end_date: null,
      kind: 'holiday',
      office: null,
      description: '',
      created_at: stamp,
      updated_at: stamp,
    },
  ],
  leave: ['Dara', 'Sokha', 'Vanna', 'Chenda'].map((name, i) => ({
    id: 10 + i,
    status: i === 3 ? ('pending' as const) : ('approve' as const),
    start_date: '2026-11-24',
    end_date: '2026-11-27',
    start_half: false,
    end_half: i === 0,
    leave_type: 'Annual Leave',
    employee: { id: 100 + i, name, staff_id: `EMP-${i}` },
  })),
};

function Harness({
  onOpen,
  start = '2026-11-25',
  data = DATA,
}: {
  onOpen: (d: string) => void;
  start?: string;
  data?: CalendarData;
}) {
  const [focused, setFocused] = useState(start);
  const days = monthGrid(monthOf(focused));
  return (
    <>
      <button type="button">Before</button>
      <MonthGrid
        days={days}
        focused={focused}
        today="2026-11-25"
        entries={entriesByDay(days, data)}
        out={outByDay(days, data)}
        label="Month"
        onMove={setFocused}
        onOpen={onOpen}
      />
    </>
  );
}

const focused = () => document.activeElement as HTMLElement;
const press = (key: string) => fireEvent.keyDown(focused(), { key });

describe('the month grid', () => {
  it('is a grid of 42 days with one tab stop on the day in focus, today marked', () => {
    render(<Harness onOpen={() => {}} />);
    const grid = screen.getByRole('grid', { name: 'Month' });
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells).toHaveLength(42);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(cells.filter((c) => c.tabIndex === 0).map((c) => c.dataset.date)).toEqual(['2026-11-25']);
    const today = cells.find((c) => c.getAttribute('aria-current') === 'date')!;
    expect(today.getAttribute('aria-selected')).toBe('true');
    expect(today.getAttribute('aria-label')).toBe('Wednesday, 25 November 2026, today. 4 out (1 pending).');
  });

  it('shows three entries a day, then "+N more"; leave only on working days (not on the holiday)', () => {
    render(<Harness onOpen={() => {}} />);
    const cell = (date: string) => document.querySelector(`[data-date="${date}"]`) as HTMLElement;
    expect(cell('2026-11-24').textContent).toContain('Water Festival (day 2)');
    expect(cell('2026-11-24').getAttribute('aria-label')).toBe(
      'Tuesday, 24 November 2026. Holiday: Water Festival (day 2).',
    );
    // Wednesday to Friday: four people, three shown; pending marked with "?" as well as its dashed border.
    expect(cell('2026-11-26').textContent).toContain('+1 more');
    expect(cell('2026-11-26').textContent).not.toContain('Chenda');
    expect(cell('2026-11-27').textContent).toContain('Dara ½');
    expect(cell('2026-11-28').textContent).toBe('28');
  });

  it("counts everyone out from the answer's day counts, beyond the few it lists", () => {
    // The server lists the first few of a busy day and counts them all.
    const busy: CalendarData = {
      ...DATA,
      leave_days: [
        { date: '2026-11-25', approved: 3, pending: 1 },
        { date: '2026-11-26', approved: 40, pending: 7 },
        { date: '2026-11-27', approved: 4, pending: 0 },
      ],
    };
    render(<Harness onOpen={() => {}} data={busy} />);
    const cell = (date: string) => document.querySelector(`[data-date="${date}"]`) as HTMLElement;
    expect(cell('2026-11-26').textContent).toContain('+44 more');
    expect(cell('2026-11-26').getAttribute('aria-label')).toBe('Thursday, 26 November 2026. 47 out (7 pending).');
    // The counts, not the leave listed, say how many are out: the 27th counts four, none of them pending.
    expect(cell('2026-11-27').textContent).toContain('+1 more');
    expect(cell('2026-11-27').getAttribute('aria-label')).toBe('Friday, 27 November 2026. 4 out.');
  });

  it('moves by arrows, Home/End and PageUp/PageDown, focus following into other months; Enter opens', () => {
    const onOpen = vi.fn();
    render(<Harness onOpen={onOpen} />);
    screen.getByRole('gridcell', { selected: true }).focus();
    press('ArrowRight');
    expect(focused().dataset.date).toBe('2026-11-26');
    press('ArrowDown');
    expect(focused().dataset.date).toBe('2026-12-03');
    // A new month is shown: still 42 days, starting on the Monday before 1 December.
    expect(screen.getAllByRole('gridcell')[0].dataset.date).toBe('2026-11-30');
    press('Home');
    expect(focused().dataset.date).toBe('2026-11-30');
    press('End');
    expect(focused().dataset.date).toBe('2026-12-06');
    press('PageUp');
    expect(focused().dataset.date).toBe('2026-11-06');
    press('PageDown');
    press('PageDown');
    expect(focused().dataset.date).toBe('2027-01-06');
    press('ArrowUp');
    press('ArrowLeft');
    expect(focused().dataset.date).toBe('2026-12-29');
    expect(focused().getAttribute('tabindex')).toBe('0');
    press('Enter');
    expect(onOpen).toHaveBeenCalledWith('2026-12-29');
    press(' ');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('acts on the day the keys moved to before the page has shown it (keys typed quickly)', () => {
    const onOpen = vi.fn();
    const onMove = vi.fn();
    const days = monthGrid('2026-11');
    // A page that has not caught up yet: `focused` stays on the 25th.
    render(
      <MonthGrid
        days={days}
        focused="2026-11-25"
        today="2026-11-25"
        entries={entriesByDay(days, DATA)}
        out={outByDay(days, DATA)}
        label="Slow"
        onMove={onMove}
        onOpen={onOpen}
      />,
    );
    screen.getByRole('gridcell', { selected: true }).focus();
    press('ArrowRight');
    press('ArrowRight');
    expect(focused().dataset.date).toBe('2026-11-27');
    press('PageDown');
    press('Enter');
    expect(onMove).toHaveBeenLastCalledWith('2026-12-27');
    expect(onOpen).toHaveBeenCalledWith('2026-12-27');
  });
});
