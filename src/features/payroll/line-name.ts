// A payslip line's name in the language on screen (the payslip, a settlement's amounts and final payslip).
import { STATUTORY_CODES } from '../../../contract/api/payroll.ts';
import { lineFigures } from '../../../contract/payslip-line-figures.ts';
import type { Text } from '../../i18n/text.ts';

/** Computed lines named by their code (the figures aside): payroll.line.<code>. */
const NAMED_BY_CODE = [
  'unpaid_leave',
  'part_paid_leave',
  'absence',
  'overtime_normal',
  'overtime_night',
  'overtime_rest_day',
  'seniority',
  'severance',
  'salary',
  'annual_leave',
  'notice',
] as const;
const isNamedByCode = (code: string): code is (typeof NAMED_BY_CODE)[number] =>
  (NAMED_BY_CODE as readonly string[]).includes(code);

/** A line's name in the language on screen: a computed line from its code and the figures its stored English name
 * carries ("Absence (19 d)"), whatever language the payslip was read in; a pay line as HR typed it, and a name
 * not in its code's form (already worded by the server) as it came. */
export function lineName(t: Text, l: { code: string; name: string }): string {
  if (l.code === 'base') return t('payroll.payslip.baseSalary');
  if ((STATUTORY_CODES as readonly string[]).includes(l.code))
    return t(`payroll.statutory.item.${l.code as (typeof STATUTORY_CODES)[number]}`);
  const figures = isNamedByCode(l.code) ? lineFigures(l) : null;
  if (!figures || !isNamedByCode(l.code)) return l.name;
  const { form, ...values } = figures;
  return t(`payroll.line.figures.${form}`, { name: t(`payroll.line.${l.code}`), ...values });
}
