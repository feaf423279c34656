// A request list's row writes every date one way: the Date (or Dates) cell as DD/MM/YYYY, like the Filed cell's
// day beside it, never "24 Nov 2026" next to "24/11/2026 05:29PM". Details and summaries keep the day in words.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { textNow } from '../../i18n/text.ts';
import { leaveView } from './leave-view.tsx';
import { overtimeView } from './overtime-view.tsx';
import { postClockView } from './post-clock-view.tsx';

const WORDS = /\d{2} [A-Z][a-z]{2} \d{4}/;
const day = '2026-11-24';
const item = {
  date: day,
  start_date: day,
  end_date: '2026-11-26',
  start_half: false,
  end_half: true,
  type: 'forget_clock_out',
  time: '17:30',
  start_time: '18:00',
  end_time: '20:00',
  hours: 2,
  days: 2.5,
  leave_type: { id: 1, name: 'Annual', paid: true },
};

function cellsText(columns: ReadonlyArray<{ header: string; cell: (row: never, i: number) => ReactNode }>) {
  const { container } = render(
    <div>
      {columns.map((c) => (
        <span key={c.header}>{c.cell(item as never, 0)} </span>
      ))}
    </div>,
  );
  return container.textContent ?? '';
}

describe('request list cells', () => {
  it.each([
    ['leave', leaveView.columns(textNow), '24/11/2026 – 26/11/2026 (morning)'],
    ['overtime', overtimeView.columns(textNow), '24/11/2026'],
    ['post clock', postClockView.columns(textNow), '24/11/2026'],
  ] as const)('%s: the day is numeric, as the Filed moment beside it', (_kind, columns, expected) => {
    const text = cellsText(columns as never);
    expect(text).toContain(expected);
    expect(text).not.toMatch(WORDS);
  });

  it('keep the day in words in details', () => {
    expect(postClockView.details(item as never, textNow).map(([, v]) => v)).toContain('24 Nov 2026');
  });
});
