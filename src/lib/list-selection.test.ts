import { beforeEach, describe, expect, it } from 'vitest';
import type { EntityRef } from '../../commands/types.ts';
import { clearSelection, isSelected, selectedOf, toggleAll, toggleSelected } from './list-selection.ts';

const leave = (id: number): EntityRef => ({ kind: 'leaveRequest', id, name: `L${id}` });

describe('list selection', () => {
  beforeEach(clearSelection);

  it('ticks and unticks one row at a time, per kind', () => {
    toggleSelected(leave(1));
    toggleSelected(leave(2));
    toggleSelected(leave(1));
    expect(selectedOf('leaveRequest').map((e) => e.id)).toEqual([2]);
    expect(selectedOf('overtimeRequest')).toEqual([]);
    // A row of another list starts over: one list's selection never leaks into another's bulk action.
    toggleSelected({ kind: 'overtimeRequest', id: 9, name: 'O9' });
    expect(selectedOf('leaveRequest')).toEqual([]);
    expect(isSelected({ kind: 'overtimeRequest', id: 9 })).toBe(true);
  });

  it('selects the whole page, or clears it when all of it is ticked', () => {
    toggleSelected(leave(2));
    toggleAll([leave(1), leave(2), leave(3)]);
    expect(
      selectedOf('leaveRequest')
        .map((e) => e.id)
        .sort(),
    ).toEqual([1, 2, 3]);
    toggleAll([leave(1), leave(2), leave(3)]);
    expect(selectedOf('leaveRequest')).toEqual([]);
  });
});
