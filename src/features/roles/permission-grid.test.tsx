import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE, permissionKey } from '../../../contract/permissions.ts';
import { PermissionGrid } from './permission-grid.tsx';

const ids = new Map(PERMISSION_CATALOGUE.map((p, i) => [permissionKey(p), i + 1]));
let last = new Set<number>();

function Harness() {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  last = selected;
  return <PermissionGrid ids={ids} selected={selected} onChange={setSelected} />;
}

describe('PermissionGrid', () => {
  it('lists every resource with View/Create/Update/Delete in order', () => {
    render(<Harness />);
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

  it('selects a whole column and a whole row, and clears them again', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all View' }));
    expect(last.size).toBe(17);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all Role' }));
    expect(last.size).toBe(20);
    expect((screen.getByRole('checkbox', { name: 'Role Delete' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Select all Delete' }) as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all View' }));
    expect(last.size).toBe(3);
  });
});
