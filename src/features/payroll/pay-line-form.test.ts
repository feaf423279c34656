import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGES,
  emptyPayLine,
  payLineErrors,
  toPayLineBody,
  toPayLineForm,
  type PayLineForm,
} from './pay-line-form.ts';

const form = (over: Partial<PayLineForm>): PayLineForm => ({
  ...emptyPayLine('2026-10'),
  name: 'Transport',
  amount: '25.50',
  ...over,
});

describe('pay line form', () => {
  it('sends a fixed amount for everyone, once', () => {
    expect(toPayLineBody(form({}))).toEqual({
      employee_id: null,
      kind: 'earning',
      name: 'Transport',
      amount_cents: 2550,
      percent_bp: null,
      taxable: false,
      benefit: null,
      from_month: '2026-10',
      to_month: '2026-10',
    });
    expect(payLineErrors(form({}))).toEqual({});
  });

  it('sends a benefit in kind for an earning only', () => {
    expect(toPayLineBody(form({ benefit: 'in_kind' })).benefit).toBe('in_kind');
    expect(toPayLineBody(form({ kind: 'deduction', benefit: 'in_kind' })).benefit).toBeNull();
  });

  it('sends a percentage for one employee from one month on, or up to a last month', () => {
    const person = { id: 7, name: 'Sok Dara', staff_id: 'EMP-7' };
    const open = form({
      basis: 'percent',
      amount: '2.5',
      applies: 'employee',
      employee: person,
      period: 'range',
      kind: 'deduction',
    });
    expect(toPayLineBody(open)).toMatchObject({
      employee_id: 7,
      amount_cents: null,
      percent_bp: 250,
      kind: 'deduction',
      to_month: null,
    });
    expect(toPayLineBody({ ...open, to_month: '2026-12' }).to_month).toBe('2026-12');
    expect(payLineErrors(open)).toEqual({});
  });

  it('says what is wrong in the form’s words', () => {
    expect(payLineErrors(form({ amount: 'abc' })).amount?.message).toBe(AMOUNT_MESSAGES.fixed);
    expect(payLineErrors(form({ basis: 'percent', amount: '' })).amount?.message).toBe(AMOUNT_MESSAGES.percent);
    expect(payLineErrors(form({ applies: 'employee' })).employee?.message).toBe(AMOUNT_MESSAGES.employee);
    expect(payLineErrors(form({ name: '' })).name).toBeDefined();
    const backwards = payLineErrors(form({ period: 'range', to_month: '2026-09' }));
    expect(backwards.to_month?.message).toMatch(/last month cannot be before first month/);
  });

  it('turns a saved line back into the form', () => {
    const saved = {
      id: 3,
      employee: { id: 7, name: 'Sok Dara' },
      kind: 'deduction' as const,
      name: 'Advance',
      amount_cents: 10_000,
      percent_bp: null,
      taxable: false,
      benefit: null,
      from_month: '2026-10',
      to_month: '2026-10',
      adjusts: null,
      created_at: '2026-10-01T00:00:00.000Z',
    };
    expect(toPayLineForm(saved)).toMatchObject({
      basis: 'fixed',
      amount: '100.00',
      applies: 'employee',
      period: 'once',
      to_month: '',
    });
    expect(
      toPayLineForm({ ...saved, percent_bp: 150, amount_cents: null, to_month: null, employee: null }),
    ).toMatchObject({
      basis: 'percent',
      amount: '1.5',
      applies: 'everyone',
      period: 'range',
      to_month: '',
    });
  });
});
