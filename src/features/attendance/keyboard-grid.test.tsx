import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeList } from '../../lib/list-focus.ts';
import { moveCell } from './grid-keys.ts';
import { KeyboardGrid } from './keyboard-grid.tsx';

interface Row {
  id: number;
  name: string;
  days: string[];
}

// 25 people, 5 days each: P on weekdays, a code per day that names the person and the day.
const ROWS: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Person ${i + 1}`,
  days: Array.from({ length: 5 }, (_, d) => `P${i + 1}.${d + 1}`),
}));
const COLUMNS = [{ key: 'who', header: 'Employee' }, ...[1, 2, 3, 4, 5].map((d) => ({ key: `d${d}`, header: `${d}` }))];

function renderGrid(
  onActivate: (row: Row, col: number) => void = () => {},
  whyNoEntity?: (row: Row, col: number) => string | null,
) {
  render(
    <>
      <button type="button">Before</button>
      <KeyboardGrid
        label="Sheet"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        rowHeader={(r) => r.name}
        cell={(r, col) => r.days[col - 1]}
        onActivate={onActivate}
        toEntity={(r, col) =>
          col > 0 ? { kind: 'attendanceRecord', id: r.id * 10 + col, name: r.days[col - 1] } : null
        }
        whyNoEntity={whyNoEntity}
      />
      <button type="button">After</button>
    </>,
  );
  return screen.getByRole('grid', { name: 'Sheet' });
}

const focused = () => document.activeElement as HTMLElement;
const press = (key: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(focused(), { key, ...init });

describe('moveCell', () => {
  const shape = { rows: 25, cols: 6, pageRows: 10 };
  it('moves by one and stops at the edges without wrapping', () => {
    expect(moveCell({ row: 0, col: 0 }, { key: 'ArrowLeft' }, shape)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 0, col: 0 }, { key: 'ArrowUp' }, shape)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 24, col: 5 }, { key: 'ArrowRight' }, shape)).toEqual({ row: 24, col: 5 });
    expect(moveCell({ row: 24, col: 5 }, { key: 'ArrowDown' }, shape)).toEqual({ row: 24, col: 5 });
    expect(moveCell({ row: 3, col: 2 }, { key: 'ArrowRight' }, shape)).toEqual({ row: 3, col: 3 });
  });
  it('jumps with Home/End, Ctrl+Home/End and PageUp/PageDown, and ignores other keys', () => {
    expect(moveCell({ row: 3, col: 2 }, { key: 'Home' }, shape)).toEqual({ row: 3, col: 0 });
    expect(moveCell({ row: 3, col: 2 }, { key: 'End' }, shape)).toEqual({ row: 3, col: 5 });
    expect(moveCell({ row: 3, col: 2 }, { key: 'Home', ctrlKey: true }, shape)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 3, col: 2 }, { key: 'End', ctrlKey: true }, shape)).toEqual({ row: 24, col: 5 });
    expect(moveCell({ row: 3, col: 2 }, { key: 'PageDown' }, shape)).toEqual({ row: 13, col: 2 });
    expect(moveCell({ row: 20, col: 2 }, { key: 'PageDown' }, shape)).toEqual({ row: 24, col: 2 });
    expect(moveCell({ row: 3, col: 2 }, { key: 'PageUp' }, shape)).toEqual({ row: 0, col: 2 });
    expect(moveCell({ row: 3, col: 2 }, { key: 'a' }, shape)).toBeNull();
  });
});

describe('KeyboardGrid', () => {
  it('is one Tab stop: the first row header, then out of the grid', () => {
    const grid = renderGrid();
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    screen.getByRole('button', { name: 'Before' }).focus();
    const stop = grid.querySelector<HTMLElement>('[tabindex="0"]')!;
    expect(stop).toBe(screen.getByRole('rowheader', { name: 'Person 1' }));
  });

  it('walks cells with the arrow keys and keeps the roving tab stop on the focused cell', () => {
    const grid = renderGrid();
    screen.getByRole('rowheader', { name: 'Person 1' }).focus();
    press('ArrowRight');
    expect(focused().textContent).toBe('P1.1');
    expect(focused().getAttribute('role')).toBe('gridcell');
    press('ArrowRight');
    press('ArrowDown');
    press('ArrowDown');
    expect(focused().textContent).toBe('P3.2');
    press('ArrowLeft');
    press('ArrowUp');
    expect(focused().textContent).toBe('P2.1');
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(focused().getAttribute('tabindex')).toBe('0');
  });

  it('jumps with Home, End, Ctrl+Home, Ctrl+End, PageDown and PageUp', () => {
    renderGrid();
    screen.getByRole('rowheader', { name: 'Person 1' }).focus();
    press('End');
    expect(focused().textContent).toBe('P1.5');
    press('Home');
    expect(focused().textContent).toBe('Person 1');
    press('ArrowRight');
    press('PageDown');
    expect(focused().textContent).toBe('P11.1');
    press('PageDown');
    press('PageDown');
    expect(focused().textContent).toBe('P25.1');
    press('PageUp');
    expect(focused().textContent).toBe('P15.1');
    press('End', { ctrlKey: true });
    expect(focused().textContent).toBe('P25.5');
    press('Home', { ctrlKey: true });
    expect(focused().textContent).toBe('Person 1');
  });

  it('opens the focused day with Enter, never the row header', () => {
    const opened: string[] = [];
    renderGrid((row, col) => opened.push(`${row.name} day ${col}`));
    screen.getByRole('rowheader', { name: 'Person 1' }).focus();
    press('Enter');
    press('ArrowDown');
    press('ArrowRight');
    press('ArrowRight');
    press('Enter');
    expect(opened).toEqual(['Person 2 day 2']);
  });

  it('tells the commands which record is focused, and only while focus is in the grid', () => {
    renderGrid();
    expect(activeList()?.focused()).toBeNull();
    screen.getByRole('rowheader', { name: 'Person 1' }).focus();
    press('ArrowDown');
    press('ArrowRight');
    expect(activeList()?.focused()).toMatchObject({ kind: 'attendanceRecord', id: 21, name: 'P2.1' });
    // j/k (the list commands) move between rows in the same column.
    activeList()!.move(1);
    expect(focused().textContent).toBe('P3.1');
    screen.getByRole('button', { name: 'After' }).focus();
    expect(activeList()?.focused()).toBeNull();
  });

  it('says why a row key has nothing to act on where focus is (the name column), only while focus is in the grid', () => {
    renderGrid(undefined, (r, col) => (col === 0 ? `Move to a day of ${r.name} first` : null));
    screen.getByRole('rowheader', { name: 'Person 1' }).focus();
    press('ArrowDown');
    expect(activeList()?.focused()).toBeNull();
    expect(activeList()?.whyNothingFocused?.()).toBe('Move to a day of Person 2 first');
    press('ArrowRight');
    expect(activeList()?.whyNothingFocused?.()).toBeNull();
    screen.getByRole('button', { name: 'After' }).focus();
    expect(activeList()?.whyNothingFocused?.()).toBeNull();
  });

  it('leaves keys with modifiers other than Ctrl, and keys from outside a cell, alone', () => {
    renderGrid();
    screen.getByRole('rowheader', { name: 'Person 1' }).focus();
    press('ArrowDown', { shiftKey: true });
    press('ArrowDown', { altKey: true });
    expect(focused().textContent).toBe('Person 1');
  });
});
