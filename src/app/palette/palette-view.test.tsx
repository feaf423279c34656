import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { prepare, rank } from '../../../commands/fuzzy.ts';
import { PaletteView, type PaletteItem } from './palette-view.tsx';

const ITEMS: PaletteItem[] = Array.from({ length: 10_000 }, (_, i) => ({ key: `k${i}`, title: `Entry ${i}`, group: i % 2 ? 'Odd' : 'Even' }));

function Harness({ onSelect }: { onSelect: (i: PaletteItem) => void }) {
  const [q, setQ] = useState('');
  const prepared = useMemo(() => prepare(ITEMS), []);
  const items = useMemo(() => rank(prepared, q, (i) => i.key), [prepared, q]);
  return <PaletteView items={items} query={q} onQuery={setQ} onSelect={onSelect} placeholder="Search" />;
}

describe('PaletteView', () => {
  it('is a combobox with a listbox, announces the count, renders only a window of 10,000 entries', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('10000 results');
    expect(screen.getAllByRole('option').length).toBeLessThan(40);

    await userEvent.type(screen.getByRole('combobox'), 'entry 9999');
    expect(screen.getAllByRole('option')[0].textContent).toContain('Entry 9999');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: 'k9999' }));
  });

  it('says when nothing matches', async () => {
    render(<Harness onSelect={() => {}} />);
    await userEvent.type(screen.getByRole('combobox'), 'zzzz');
    expect(screen.getByText('No results')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 results');
  });
});
