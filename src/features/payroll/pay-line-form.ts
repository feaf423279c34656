// The pay line form: what a person fills in (dollars or a percentage, everyone or one employee, once or from one
// month to another) and the contract body it becomes, checked by the contract's own rules (payLineBody) before it
// is sent, with messages in the form's words.
import { centsToDollars, dollarsToCents } from '../../../contract/money.ts';
import type { Path } from 'react-hook-form';
import { payLineBody, type PayLineBody, type PayLineItem } from '../../../contract/api/payroll.ts';
import type { PersonOption } from '../../lib/employee-search.ts';
import { errorsResolver, issuesToErrors, spokenFields, type FormErrors } from '../../lib/form-errors.ts';
import { bpToPercent, percentToBp } from './money.ts';
// From the catalogue's later part, which the shell has loaded: payroll's texts stay one chunk with it.
import { laterEn } from '../../i18n/later.en.ts';

export interface PayLineForm {
  name: string;
  kind: 'earning' | 'deduction';
  basis: 'fixed' | 'percent';
  amount: string;
  taxable: boolean;
  /** '' for cash. */
  benefit: '' | 'in_kind' | 'employer_pension';
  applies: 'everyone' | 'employee';
  employee: PersonOption | null;
  period: 'once' | 'range';
  from_month: string;
  to_month: string;
}

export const emptyPayLine = (month: string): PayLineForm => ({
  name: '',
  kind: 'earning',
  basis: 'fixed',
  amount: '',
  taxable: false,
  benefit: '',
  applies: 'everyone',
  employee: null,
  period: 'once',
  from_month: month,
  to_month: '',
});

/** API field → form field. */
export const PAY_LINE_FIELDS: Record<string, Path<PayLineForm>> = {
  name: 'name',
  kind: 'kind',
  amount_cents: 'amount',
  percent_bp: 'amount',
  taxable: 'taxable',
  benefit: 'benefit',
  employee_id: 'employee',
  from_month: 'from_month',
  to_month: 'to_month',
};

export const spokenPayLine = spokenFields({
  amount_cents: 'amount',
  percent_bp: 'percentage',
  from_month: 'first month',
  to_month: 'last month',
  employee_id: 'employee',
});

/** In English, as the contract's messages are: the form shows each in the language on screen (sharedText). */
export const AMOUNT_MESSAGES = {
  fixed: laterEn['validation.payroll.amountFixed'],
  percent: laterEn['validation.payroll.amountPercent'],
  employee: laterEn['validation.payroll.pickEmployee'],
} as const;

/** The body before the contract checks it; an amount that does not parse stays out (its field says why). */
export function toPayLineBody(v: PayLineForm) {
  const cents = v.basis === 'fixed' ? dollarsToCents(v.amount) : null;
  const bp = v.basis === 'percent' ? percentToBp(v.amount) : null;
  return {
    employee_id: v.applies === 'employee' ? (v.employee?.id ?? null) : null,
    kind: v.kind,
    name: v.name,
    amount_cents: cents,
    percent_bp: bp,
    taxable: v.taxable,
    benefit: v.kind === 'earning' && v.benefit ? v.benefit : null,
    from_month: v.from_month,
    to_month: v.period === 'once' ? v.from_month || null : v.to_month || null,
  };
}

export function toPayLineForm(p: PayLineItem): PayLineForm {
  return {
    name: p.name,
    kind: p.kind,
    basis: p.percent_bp != null ? 'percent' : 'fixed',
    amount: p.percent_bp != null ? bpToPercent(p.percent_bp) : centsToDollars(p.amount_cents ?? 0),
    taxable: p.taxable,
    benefit: p.benefit ?? '',
    applies: p.employee ? 'employee' : 'everyone',
    employee: p.employee ? { id: p.employee.id, name: p.employee.name, staff_id: '' } : null,
    period: p.to_month === p.from_month ? 'once' : 'range',
    from_month: p.from_month,
    to_month: p.to_month === p.from_month ? '' : (p.to_month ?? ''),
  };
}

export function payLineErrors(v: PayLineForm): FormErrors<PayLineForm> {
  const errors: FormErrors<PayLineForm> = {};
  const body = toPayLineBody(v);
  if (body.amount_cents === null && body.percent_bp === null)
    errors.amount = { type: 'validation', message: AMOUNT_MESSAGES[v.basis] };
  if (v.applies === 'employee' && !v.employee)
    errors.employee = { type: 'validation', message: AMOUNT_MESSAGES.employee };
  const parsed = payLineBody.safeParse(body);
  return parsed.success ? errors : issuesToErrors(parsed.error.issues, PAY_LINE_FIELDS, spokenPayLine, errors);
}

export const payLineResolver = errorsResolver<PayLineForm>(payLineErrors);

/** The checked body, once the resolver has passed. */
export const payLineBodyOf = (v: PayLineForm): PayLineBody => payLineBody.parse(toPayLineBody(v));
