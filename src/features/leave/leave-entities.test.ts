import { describe, expect, it } from 'vitest';
import { balanceEntity, balanceRefOf, holidayEntity } from './leave-entities.ts';

const balance = (employeeId: number, typeId: number) => ({
  employee: { id: employeeId, staff_id: `EMP-${employeeId}`, full_name: 'Sokha Keo' },
  leave_type: { id: typeId, name: 'Annual Leave', paid: true },
});

describe('leave admin entities', () => {
  it('give each balance its own key and carry what the adjust dialog needs', () => {
    const keys = new Set([
      balanceEntity(balance(1, 2)).id,
      balanceEntity(balance(2, 1)).id,
      balanceEntity(balance(1, 3)).id,
    ]);
    expect(keys.size).toBe(3);
    const e = balanceEntity(balance(4, 3));
    expect(e.name).toBe('Sokha Keo · Annual Leave');
    expect(balanceRefOf(e)).toEqual({ employeeId: 4, leaveTypeId: 3 });
  });

  it('carry the day the balances are read on, when there is one', () => {
    expect(balanceRefOf(balanceEntity(balance(4, 3), '2026-03-31'))).toEqual({
      employeeId: 4,
      leaveTypeId: 3,
      on: '2026-03-31',
    });
    expect(
      balanceRefOf({ ...balanceEntity(balance(4, 3)), extra: { employeeId: 4, leaveTypeId: 3, on: 'x' } }),
    ).toEqual({ employeeId: 4, leaveTypeId: 3 });
  });

  it('read no balance from anything else', () => {
    expect(balanceRefOf(null)).toBeNull();
    expect(balanceRefOf({ kind: 'leaveType', id: 3, name: 'Annual Leave' })).toBeNull();
    expect(balanceRefOf({ kind: 'leaveBalance', id: 3, name: 'x', extra: {} })).toBeNull();
  });

  it('name a holiday by its title and date', () => {
    expect(holidayEntity({ id: 1, title: 'Khmer New Year', event_date: '2026-04-14' }).name).toBe(
      'Khmer New Year · 14 Apr 2026',
    );
  });
});
