// A preview row for the tests: one employee paid the same as last month, unless told otherwise.
import type { PreviewRow } from '../../../contract/api/payroll.ts';

export const row = (id: number, name: string, over: Partial<PreviewRow> = {}): PreviewRow => ({
  employee_id: id,
  employee_name: name,
  staff_id: `EMP-${id}`,
  department: null,
  base_cents: 80_000,
  gross_pay: 80_000,
  tax_cents: 0,
  employee_nssf_cents: 0,
  employer_cents: 0,
  net_pay: 80_000,
  previous_net_pay: 80_000,
  change_cents: 0,
  reasons: [],
  warnings: [],
  ...over,
});
