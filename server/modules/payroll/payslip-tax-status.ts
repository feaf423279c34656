// The tax status a payslip was computed with, frozen on it at generation (migration 032): the month's tax on
// salary return lists each employee's residency and dependants as the tax was worked out, whatever HR edits later.
import type { PayrollEmployee } from './repository.ts';

export interface TaxStatus {
  resident: boolean;
  spouse: boolean;
  children: number;
}

/** The columns written with a payslip (an employee without tax details is resident, with no dependants). */
export const frozenTaxStatus = (e: Pick<PayrollEmployee, 'resident' | 'spouse_dependant' | 'children'>) => ({
  tax_resident: e.resident === 0 ? 0 : 1,
  tax_spouse: e.spouse_dependant ?? 0,
  tax_children: e.children ?? 0,
});

/** A payslip's frozen status; null for one written before it was frozen. */
export function taxStatusOf(row: {
  tax_resident?: number | null;
  tax_spouse?: number | null;
  tax_children?: number | null;
}): TaxStatus | null {
  if (row.tax_resident == null) return null;
  return { resident: row.tax_resident === 1, spouse: row.tax_spouse === 1, children: row.tax_children ?? 0 };
}
