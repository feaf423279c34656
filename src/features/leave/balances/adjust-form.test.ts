import { describe, expect, it } from 'vitest';
import { adjustResolver, balanceAfter, EMPTY_ADJUST, toAdjustBody, type AdjustForm } from './adjust-form.ts';

const messages = async (v: AdjustForm) => {
  const { errors } = await adjustResolver(v, undefined);
  return Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e!.message]));
};

describe('adjust balance form', () => {
  it('needs a change in whole or half days and a reason', async () => {
    expect(await messages(EMPTY_ADJUST)).toEqual({
      days: 'days must be a number of days.',
      reason: 'Reason is required.',
    });
    expect(await messages({ days: '0', reason: 'x' })).toEqual({ days: 'days cannot be zero.' });
    expect(await messages({ days: '1.25', reason: 'x' })).toEqual({ days: 'days must be in whole or half days.' });
    expect(await messages({ days: '-2.5', reason: 'Unpaid month counted twice' })).toEqual({});
  });

  it('sends the balance it is about with the change, from the day the screen is read on if any', () => {
    expect(toAdjustBody({ employeeId: 4, leaveTypeId: 3 }, { days: ' -1.5 ', reason: ' Correction ' })).toEqual({
      employee_id: 4,
      leave_type_id: 3,
      days: -1.5,
      reason: 'Correction',
    });
    expect(toAdjustBody({ employeeId: 4, leaveTypeId: 3, on: '2026-03-31' }, { days: '2', reason: 'x' })).toEqual({
      employee_id: 4,
      leave_type_id: 3,
      date: '2026-03-31',
      days: 2,
      reason: 'x',
    });
  });

  it('previews the balance after only a valid change', () => {
    expect(balanceAfter(10, '2.5')).toBe(12.5);
    expect(balanceAfter(4.77, '-2')).toBe(2.77);
    expect(balanceAfter(10, '-12')).toBe(-2);
    expect(balanceAfter(10, '')).toBeNull();
    expect(balanceAfter(10, '0')).toBeNull();
    expect(balanceAfter(10, '0.3')).toBeNull();
  });
});
