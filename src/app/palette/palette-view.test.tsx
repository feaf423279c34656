import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { prepare, rank } from '../../../commands/fuzzy.ts';
import { PaletteView, type PaletteItem } from './palette-view.tsx';

// Far more entries than the window shows; how fast 10,000 filter is measured by the bench, not here.
const ITEMS: PaletteItem[] = Array.from({ length: 2_000 }, (_, i) => ({
  key: `k${i}`,
  title: `Entry ${i}`,
  group: i % 2 ? 'Odd' : 'Even',
}));

function Harness({ onSelect }: { onSelect: (i: PaletteItem) => void }) {
  const [q, setQ] = useState('');
  const prepared = useMemo(() => prepare(ITEMS), []);
  const items = useMemo(() => rank(prepared, q, (i) => i.key), [prepared, q]);
  return <PaletteView items={items} query={q} onQuery={setQ} onSelect={onSelect} placeholder="Search" />;
}

describe('PaletteView', () => {
  it('is a combobox with a listbox, announces the count, renders only a window of 2,000 entries', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2000 results');
    expect(screen.getAllByRole('option').length).toBeLessThan(40);

    // Pasted, not typed: one ranking of the list rather than one per letter (keystroke speed is the bench's).
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.paste('entry 1999');
    expect(screen.getAllByRole('option')[0].textContent).toContain('Entry 1999');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: 'k1999' }));
  });

  it('says when nothing matches', async () => {
    render(<Harness onSelect={() => {}} />);
    await userEvent.type(screen.getByRole('combobox'), 'zzzz');
    expect(screen.getByText('No results')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 results');
  });

  it('says it is still searching, not that nothing matches, while a picker waits for the server', () => {
    const view = (busy: boolean) => (
      <PaletteView items={[]} query="da" onQuery={() => {}} onSelect={() => {}} placeholder="Search" busy={busy} />
    );
    const { rerender } = render(view(true));
    expect(screen.queryByText('No results')).toBeNull();
    expect(screen.getAllByText('Searching…').length).toBeGreaterThan(0);
    rerender(view(false));
    expect(screen.getByText('No results')).toBeTruthy();
  });

  it('keeps the entry the user moved to when late results refresh the list, and starts at the top for new text', async () => {
    const base: PaletteItem[] = [
      { key: 'cmd:a', title: 'Approve leave request…', group: 'Leave' },
      { key: 'cmd:b', title: 'Reject leave request…', group: 'Leave' },
      { key: 'cmd:c', title: 'Export leave requests', group: 'Leave' },
    ];
    const onSelect = vi.fn();
    const view = (items: PaletteItem[], query: string) => (
      <PaletteView items={items} query={query} onQuery={() => {}} onSelect={onSelect} placeholder="Search" />
    );
    const { rerender } = render(view(base, 'leave'));
    screen.getByRole('combobox').focus();
    await userEvent.keyboard('{ArrowDown}');
    // The same text, a new list object with a name found on the server appended: the choice stays.
    rerender(view([...base, { key: 'employee:7', title: 'Leave Dara', group: 'Employees' }], 'leave'));
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'cmd:b' }));
    // New text: the first entry again.
    rerender(view([base[2], base[1]], 'export leave'));
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'cmd:c' }));
  });
});
