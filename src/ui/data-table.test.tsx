// A dialog about a row opens from that row (useDialogOverRow + DataTable's focusRequest), so Headless UI's own
// hand-back on close lands on the row, not on whatever asked for the dialog (here a "bell" button).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDialogOverRow } from '../lib/list-focus.ts';
import { DataTable } from './data-table.tsx';
import { Modal } from './modal.tsx';

interface Person {
  id: number;
  name: string;
}
const PEOPLE: Person[] = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}` }));

let ask: (id: number | null) => void = () => {};

function Page({ rows }: { rows?: Person[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  ask = setOpenId;
  const { shown, focusRequest } = useDialogOverRow(openId);
  return (
    <>
      <button type="button">Bell</button>
      <DataTable
        label="People"
        columns={[{ header: 'Name', width: '1fr', cell: (p: Person) => p.name }]}
        rows={rows}
        loading={!rows}
        rowKey={(p) => p.id}
        toEntity={(p) => ({ kind: 'user', id: p.id, name: p.name })}
        focusRequest={focusRequest}
      />
      {shown ? (
        <Modal open onClose={() => setOpenId(null)} title={`About ${shown}`}>
          <button type="button" onClick={() => setOpenId(null)}>
            Done
          </button>
        </Modal>
      ) : null}
    </>
  );
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}$`) });

/** The bell has focus when the dialog is asked for, as after a notification or a closing popover. */
function fromTheBell() {
  screen.getByRole('button', { name: 'Bell' }).focus();
}

// Headless UI's first dialog in jsdom takes seconds on a busy machine.
describe('a dialog over a row', { timeout: 20_000 }, () => {
  it('opens once the row has focus, and hands focus back to the row when it closes', async () => {
    render(<Page rows={PEOPLE} />);
    fromTheBell();
    act(() => ask(3));
    const dialog = await screen.findByRole('dialog', { name: 'About 3' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBe(null));
    await waitFor(() => expect(document.activeElement).toBe(row('Person 3')));
  });

  it('waits for the rows to arrive before it opens', async () => {
    const { rerender } = render(<Page />);
    fromTheBell();
    act(() => ask(5));
    expect(screen.queryByRole('dialog')).toBe(null);
    rerender(<Page rows={PEOPLE} />);
    await screen.findByRole('dialog', { name: 'About 5' });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(document.activeElement).toBe(row('Person 5')));
  });

  it('opens at once for a row not on this page; closing hands focus back to what had it', async () => {
    render(<Page rows={PEOPLE} />);
    fromTheBell();
    act(() => ask(99));
    await screen.findByRole('dialog', { name: 'About 99' });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bell' })));
  });

  it('a key pressed while the rows load opens it without taking focus to the row', async () => {
    const { rerender } = render(<Page />);
    fromTheBell();
    act(() => ask(5));
    fireEvent.keyDown(document.activeElement!, { key: 'x' });
    await screen.findByRole('dialog', { name: 'About 5' });
    rerender(<Page rows={PEOPLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bell' })));
  });
});

describe('the grid', () => {
  it('is a WAI-ARIA grid of rows, column headers and grid cells, each cell naming its column for the stacked cards', () => {
    render(<Page rows={PEOPLE.slice(0, 3)} />);
    const grid = screen.getByRole('grid', { name: 'People' });
    expect(grid.getAttribute('aria-rowcount')).toBe('4');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name']);
    const cells = screen.getAllByRole('gridcell');
    expect(cells.map((c) => c.textContent)).toEqual(['Person 1', 'Person 2', 'Person 3']);
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Name', 'Name', 'Name']);
    expect(screen.queryByRole('table')).toBe(null);
  });

  it('moves between rows with the arrow keys, Home and End (one row in the tab order)', () => {
    render(<Page rows={PEOPLE.slice(0, 5)} />);
    const first = row('Person 1');
    expect(first.tabIndex).toBe(0);
    expect(row('Person 2').tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(row('Person 2'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(row('Person 5'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(row('Person 1'));
  });
});

describe('a money column', () => {
  it('is right-aligned with tabular figures, header and cells alike; other columns are not', () => {
    const pay = [
      { id: 1, name: 'Dara', net: '$1,234.50' },
      { id: 2, name: 'Nita', net: '$98.00' },
    ];
    render(
      <DataTable
        label="Pay"
        columns={[
          { header: 'Name', width: '1fr', cell: (p: (typeof pay)[number]) => p.name },
          { header: 'Net', width: '8rem', kind: 'money', cell: (p: (typeof pay)[number]) => p.net },
        ]}
        rows={pay}
        loading={false}
        rowKey={(p) => p.id}
        toEntity={(p) => ({ kind: 'user', id: p.id, name: p.name })}
      />,
    );
    const money = ['text-right', 'tabular-nums'];
    expect([...screen.getByRole('columnheader', { name: 'Net' }).classList]).toEqual(expect.arrayContaining(money));
    expect([...screen.getByRole('gridcell', { name: '$98.00' }).classList]).toEqual(expect.arrayContaining(money));
    expect(screen.getByRole('columnheader', { name: 'Name' }).className).not.toMatch(/text-right|tabular-nums/);
    expect(screen.getByRole('gridcell', { name: 'Dara' }).className).not.toMatch(/text-right|tabular-nums/);
  });
});
