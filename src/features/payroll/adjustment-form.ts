// The adjustment form: a correction to an approved run for one employee (an earning or a deduction in dollars),
// checked by the contract's own rules (adjustmentBody) before it is sent, in the form's words.
import { dollarsToCents } from '../../../contract/money.ts';
import type { Path } from 'react-hook-form';
import { adjustmentBody, type AdjustmentBody } from '../../../contract/api/payroll.ts';
import type { PersonOption } from '../../lib/employee-search.ts';
import { errorsResolver, issuesToErrors, spokenFields, type FormErrors } from '../../lib/form-errors.ts';
import { AMOUNT_MESSAGES } from './pay-line-form.ts';
// From the catalogue's later part, which the shell has loaded: payroll's texts stay one chunk with it.
import { laterEn } from '../../i18n/later.en.ts';

export interface AdjustmentForm {
  employee: PersonOption | null;
  kind: 'earning' | 'deduction';
  name: string;
  amount: string;
  taxable: boolean;
}

export const EMPTY_ADJUSTMENT: AdjustmentForm = {
  employee: null,
  kind: 'earning',
  name: '',
  amount: '',
  taxable: false,
};

export const ADJUSTMENT_FIELDS: Record<string, Path<AdjustmentForm>> = {
  employee_id: 'employee',
  kind: 'kind',
  name: 'name',
  amount_cents: 'amount',
  taxable: 'taxable',
};

export const spokenAdjustment = spokenFields({ employee_id: 'employee', amount_cents: 'amount' });

export const toAdjustmentBody = (v: AdjustmentForm) => ({
  employee_id: v.employee?.id ?? 0,
  kind: v.kind,
  name: v.name,
  amount_cents: dollarsToCents(v.amount) ?? -1,
  taxable: v.taxable,
});

export function adjustmentErrors(v: AdjustmentForm): FormErrors<AdjustmentForm> {
  const errors: FormErrors<AdjustmentForm> = {};
  if (!v.employee) errors.employee = { type: 'validation', message: laterEn['validation.payroll.pickCorrected'] };
  if (dollarsToCents(v.amount) === null) errors.amount = { type: 'validation', message: AMOUNT_MESSAGES.fixed };
  const parsed = adjustmentBody.safeParse(toAdjustmentBody(v));
  return parsed.success ? errors : issuesToErrors(parsed.error.issues, ADJUSTMENT_FIELDS, spokenAdjustment, errors);
}

export const adjustmentResolver = errorsResolver<AdjustmentForm>(adjustmentErrors);
export const adjustmentBodyOf = (v: AdjustmentForm): AdjustmentBody => adjustmentBody.parse(toAdjustmentBody(v));
