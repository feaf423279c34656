import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES } from './pay-line-form.ts';
import { adjustmentErrors, EMPTY_ADJUSTMENT, toAdjustmentBody } from './adjustment-form.ts';

const dara = { id: 7, name: 'Sok Dara', staff_id: 'EMP-7' };

describe('adjustment form', () => {
  it('sends a correction in cents for the employee', () => {
    const v = {
      ...EMPTY_ADJUSTMENT,
      employee: dara,
      kind: 'deduction' as const,
      name: 'Overpaid overtime',
      amount: '12.5',
    };
    expect(toAdjustmentBody(v)).toEqual({
      employee_id: 7,
      kind: 'deduction',
      name: 'Overpaid overtime',
      amount_cents: 1250,
      taxable: false,
    });
    expect(adjustmentErrors(v)).toEqual({});
  });

  it('needs the employee, a name and an amount above zero, said once per field', () => {
    const errors = adjustmentErrors({ ...EMPTY_ADJUSTMENT, amount: 'ten' });
    expect(errors.employee?.message).toBe('Pick the employee the correction is for.');
    expect(errors.amount?.message).toBe(AMOUNT_MESSAGES.fixed);
    expect(errors.name).toBeDefined();
    expect(adjustmentErrors({ ...EMPTY_ADJUSTMENT, employee: dara, name: 'x', amount: '0' }).amount?.message).toBe(
      'amount must be more than 0.',
    );
  });
});
