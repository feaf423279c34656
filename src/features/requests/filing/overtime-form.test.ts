import { describe, expect, it } from 'vitest';
import {
  EMPTY_OVERTIME,
  formatHours,
  overtimeFormErrors,
  overtimeHours,
  toOvertimeBody,
  type OvertimeForm,
} from './overtime-form.ts';

const messages = (v: OvertimeForm) =>
  Object.fromEntries(Object.entries(overtimeFormErrors(v)).map(([k, e]) => [k, e!.message]));
const timed: OvertimeForm = {
  ...EMPTY_OVERTIME,
  date: '2026-06-15',
  start_time: '18:00',
  end_time: '20:30',
  reason: 'Release night',
};

describe('overtime form', () => {
  it('sends start and end, or hours, as chosen', () => {
    expect(messages(timed)).toEqual({});
    expect(toOvertimeBody({ ...timed, hours: '3' })).toEqual({
      employee_id: undefined,
      date: '2026-06-15',
      start_time: '18:00',
      end_time: '20:30',
      reason: 'Release night',
    });
    const byHours = { ...timed, mode: 'hours' as const, hours: '2.5' };
    expect(messages(byHours)).toEqual({});
    expect(toOvertimeBody(byHours)).toEqual({
      employee_id: undefined,
      date: '2026-06-15',
      hours: 2.5,
      reason: 'Release night',
    });
  });

  it('asks for what the chosen way needs', () => {
    expect(messages(EMPTY_OVERTIME)).toEqual({
      date: 'Date is required.',
      start_time: 'start time is required.',
      end_time: 'end time is required.',
      reason: 'Reason is required.',
    });
    expect(messages({ ...EMPTY_OVERTIME, mode: 'hours' })).toEqual({
      date: 'Date is required.',
      hours: 'hours is required.',
      reason: 'Reason is required.',
    });
  });

  it('applies the contract rules on times and hours even while other fields are missing', () => {
    expect(messages({ ...timed, reason: '', end_time: '17:00' })).toEqual({
      reason: 'Reason is required.',
      end_time: 'end time must be after start time.',
    });
    expect(messages({ ...timed, start_time: '06:00', end_time: '19:00' })).toEqual({
      end_time: 'Overtime is at most 12 hours in a day.',
    });
    expect(messages({ ...timed, date: '', mode: 'hours', hours: '12.5' })).toEqual({
      date: 'Date is required.',
      hours: 'Overtime is at most 12 hours in a day.',
    });
    expect(messages({ ...timed, mode: 'hours', hours: '1.1' })).toEqual({
      hours: 'hours must be in quarters of an hour (0.25).',
    });
  });

  it('shows the hours asked for', () => {
    expect(overtimeHours(timed)).toBe(2.5);
    expect(overtimeHours({ ...timed, end_time: '17:00' })).toBeNull();
    expect(overtimeHours({ ...timed, mode: 'hours', hours: '3' })).toBe(3);
    expect(overtimeHours({ ...timed, mode: 'hours', hours: '' })).toBeNull();
    expect(formatHours(2.5)).toBe('2.5 hours');
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(1 / 3)).toBe('0.33 hours');
  });
});
