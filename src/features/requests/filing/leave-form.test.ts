import { describe, expect, it } from 'vitest';
import type { LeaveTypeItem } from '../../../../contract/api/leave.ts';
import { EMPTY_LEAVE, leaveFormErrors, leavePreview, leaveSpan, toLeaveBody, type LeaveForm } from './leave-form.ts';

const type = (id: number, name: string, needs_attachment = false): LeaveTypeItem => ({
  id,
  name,
  description: '',
  paid: true,
  days_per_year: 12,
  carry_over_limit: 0,
  needs_attachment,
  created_at: '',
  updated_at: '',
});
const TYPES = [type(1, 'Annual Leave'), type(2, 'Sick Leave', true)];
const valid: LeaveForm = {
  ...EMPTY_LEAVE,
  leave_type: '1',
  start_date: '2026-06-15',
  end_date: '2026-06-19',
  reason: 'Family trip',
};
const messages = (v: LeaveForm) =>
  Object.fromEntries(Object.entries(leaveFormErrors(v, TYPES)).map(([k, e]) => [k, e!.message]));

describe('leave form', () => {
  it('accepts a type, dates in order and a reason; the employee may be left to the server', () => {
    expect(messages(valid)).toEqual({});
    expect(
      toLeaveBody({ ...valid, employee: { id: 7, name: 'Sokha Keo', staff_id: 'EMP-000007' }, start_half: true }),
    ).toEqual({
      employee_id: 7,
      leave_type_id: 1,
      start_date: '2026-06-15',
      end_date: '2026-06-19',
      start_half: true,
      end_half: false,
      reason: 'Family trip',
      attachment: undefined,
    });
  });

  it('says what is missing in the words of the form', () => {
    expect(messages(EMPTY_LEAVE)).toEqual({
      leave_type: 'Leave type is required.',
      start_date: 'Start date is required.',
      end_date: 'End date is required.',
      reason: 'Reason is required.',
    });
  });

  it('compares the dates and the halves even while other fields are missing', () => {
    expect(messages({ ...valid, reason: '', end_date: '2026-06-10' })).toEqual({
      reason: 'Reason is required.',
      end_date: 'end date must be on or after start date.',
    });
    expect(messages({ ...valid, leave_type: '', end_date: '2026-06-15', start_half: true, end_half: true })).toEqual({
      leave_type: 'Leave type is required.',
      end_half: 'A one-day leave is either the morning or the afternoon, not both halves.',
    });
  });

  it('asks for the attachment the chosen type needs', () => {
    expect(messages({ ...valid, leave_type: '2' })).toEqual({ attachment: 'attachment is required for Sick Leave.' });
    expect(
      messages({
        ...valid,
        leave_type: '2',
        attachment: { name: 'note.png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
      }),
    ).toEqual({});
  });
});

describe('leave preview', () => {
  it('counts working days only, as the server does, and says what it left out', () => {
    // Mon 2026-06-15 .. Mon 2026-06-22 with a holiday on Wed 17th and one on Sunday 21st.
    const span = leaveSpan({ start_date: '2026-06-15', end_date: '2026-06-22', start_half: false, end_half: false })!;
    expect(leavePreview(span, new Set(['2026-06-17', '2026-06-21']))).toEqual({ days: 5, weekendDays: 2, holidays: 1 });
    expect(leavePreview(span, null)).toEqual({ days: 6, weekendDays: 2, holidays: null });
  });

  it('takes half days off the first and last day', () => {
    const span = leaveSpan({ start_date: '2026-06-15', end_date: '2026-06-16', start_half: true, end_half: true })!;
    expect(leavePreview(span, new Set()).days).toBe(1);
  });

  it('has no span until both dates are real and in order', () => {
    expect(leaveSpan({ start_date: '2026-06-15', end_date: '', start_half: false, end_half: false })).toBeNull();
    expect(
      leaveSpan({ start_date: '2026-06-15', end_date: '2026-06-14', start_half: false, end_half: false }),
    ).toBeNull();
    expect(
      leaveSpan({ start_date: '2026-02-30', end_date: '2026-03-02', start_half: false, end_half: false }),
    ).toBeNull();
  });
});
