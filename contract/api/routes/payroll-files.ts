import type { statutoryFileSchemas } from '../payroll-files.ts';
import { can, routeTable } from '../route.ts';

/** An approved run's statutory files, behind payroll read as its bank file is. */
export const payrollStatutoryFiles = routeTable<typeof statutoryFileSchemas>()({
  taxReturn: ['GET', '/payroll/:id/tax-return.xlsx', can('payroll', 'read')],
  nssfList: ['GET', '/payroll/:id/nssf-contributions.xlsx', can('payroll', 'read')],
  labourLedger: ['GET', '/payroll/:id/payroll-ledger.xlsx', can('payroll', 'read')],
});
