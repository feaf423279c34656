import { describe, expect, it } from 'vitest';
import { EMPTY_LEAVE_TYPE, leaveTypeResolver, toLeaveTypeBody, type LeaveTypeForm } from './leave-type-form.ts';

const messages = async (v: LeaveTypeForm) => {
  const { errors } = await leaveTypeResolver(v, undefined);
  return Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e!.message]));
};

describe('leave type form', () => {
  it('accepts a named type with days per year in whole or half days', async () => {
    expect(await messages({ ...EMPTY_LEAVE_TYPE, name: 'Annual Leave', days_per_year: '18' })).toEqual({});
    expect(
      await messages({ ...EMPTY_LEAVE_TYPE, name: 'Annual Leave', days_per_year: '1.5', carry_over_limit: '0.5' }),
    ).toEqual({});
  });

  it('says what is wrong in the words of the form', async () => {
    expect(await messages(EMPTY_LEAVE_TYPE)).toEqual({
      name: 'Name is required.',
      days_per_year: 'days per year must be a number of days.',
    });
    expect(
      await messages({ ...EMPTY_LEAVE_TYPE, name: 'Sick', days_per_year: '2.25', carry_over_limit: '-1' }),
    ).toEqual({
      days_per_year: 'days per year must be in whole or half days.',
      carry_over_limit: 'carry-over limit cannot be negative.',
    });
  });

  it('sends numbers, and an empty carry-over box as missing rather than zero', () => {
    expect(
      toLeaveTypeBody({ ...EMPTY_LEAVE_TYPE, name: 'Unpaid', paid: false, days_per_year: '0', carry_over_limit: '' }),
    ).toEqual({
      name: 'Unpaid',
      description: '',
      paid: false,
      days_per_year: 0,
      carry_over_limit: undefined,
      needs_attachment: false,
    });
  });
});
