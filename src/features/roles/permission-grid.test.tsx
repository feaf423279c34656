import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE, permissionKey } from '../../../contract/permissions.ts';
import { answerConfirm, ui } from '../../lib/ui-state.ts';
import { PermissionGrid } from './permission-grid.tsx';

const ids = new Map(PERMISSION_CATALOGUE.map((p, i) => [permissionKey(p), i + 1]));
let last = new Set<number>();

function Harness() {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  last = selected;
  return <PermissionGrid ids={ids} selected={selected} onChange={setSelected} />;
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const key = (name: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement!, { key: name, ...init });

describe('PermissionGrid', () => {
  it('lists every resource with View/Create/Update/Delete in order, as one grid', () => {
    render(<Harness />);
    expect(screen.getByRole('grid', { name: 'Permissions by resource' })).toBeTruthy();
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toContain('System User');
    expect(screen.getAllByRole('rowheader')).toHaveLength(17);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Resource',
      'View',
      'Create',
      'Update',
      'Delete',
    ]);
  });

  it('is one Tab stop; arrows, Home/End and Ctrl+Home/End move between checkboxes; Enter is held back', () => {
    render(<Harness />);
    const stops = screen.getAllByRole('checkbox').filter((c) => c.tabIndex === 0);
    expect(stops).toHaveLength(1);
    stops[0].focus();
    const first = document.activeElement!.getAttribute('aria-label');
    key('ArrowRight');
    expect(document.activeElement!.getAttribute('aria-label')).not.toBe(first);
    key('ArrowLeft');
    expect(document.activeElement!.getAttribute('aria-label')).toBe(first);
    key('ArrowUp');
    expect(document.activeElement).toBe(box(`Select all ${first!.split(' ').pop()}`));
    key('ArrowLeft'); // the header row has no box left of the first column toggle: stays
    expect(document.activeElement).toBe(box(`Select all ${first!.split(' ').pop()}`));
    key('End', { ctrlKey: true });
    expect(document.activeElement).toBe(screen.getAllByRole('checkbox').pop());
    key('Home');
    expect(document.activeElement!.getAttribute('aria-label')).toMatch(/^Select all /);
    // Only the focused box is in the tab order.
    expect(screen.getAllByRole('checkbox').filter((c) => c.tabIndex === 0)).toEqual([document.activeElement]);
    const enter = fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(enter).toBe(false); // default prevented: the form is not submitted
  });

  it('selects a whole row at once, and a whole column only once confirmed', async () => {
    render(<Harness />);
    fireEvent.click(box('Select all View'));
    expect(ui.confirm?.title).toBe('Grant View on every resource?');
    await act(async () => answerConfirm(false));
    expect(last.size).toBe(0);
    fireEvent.click(box('Select all View'));
    await act(async () => answerConfirm(true));
    expect(last.size).toBe(17);
    fireEvent.click(box('Select all Role'));
    expect(last.size).toBe(20);
    expect(box('Role Delete').checked).toBe(true);
    expect(box('Select all Delete').indeterminate).toBe(true);
    fireEvent.click(box('Select all View'));
    expect(ui.confirm?.title).toBe('Remove View from every resource?');
    await act(async () => answerConfirm(true));
    expect(last.size).toBe(3);
  });
});
