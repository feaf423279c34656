import { describe, expect, it } from 'vitest';
import { EMPTY_POST_CLOCK, postClockResolver, toPostClockBody, type PostClockForm } from './post-clock-form.ts';

const messages = async (v: PostClockForm) => {
  const { errors } = await postClockResolver(v, undefined);
  return Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e!.message]));
};

describe('post clock form', () => {
  it('says what is missing, naming the types by their labels', async () => {
    expect(await messages(EMPTY_POST_CLOCK)).toEqual({
      type: 'type must be Forget Clock In or Forget Clock Out.',
      date: 'Date is required.',
      time: 'time is required.',
      reason: 'Reason is required.',
    });
  });

  it('sends the type, date, time and reason', async () => {
    const v: PostClockForm = {
      employee: { id: 3, name: 'A B', staff_id: 'EMP-000003' },
      type: 'forget_clock_out',
      date: '2026-06-15',
      time: '18:05',
      reason: 'Badge left at home',
    };
    expect(await messages(v)).toEqual({});
    expect(toPostClockBody(v)).toEqual({
      employee_id: 3,
      type: 'forget_clock_out',
      date: '2026-06-15',
      time: '18:05',
      reason: 'Badge left at home',
    });
  });
});
