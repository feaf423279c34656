import type { payLineSchemas, payrollSchemas } from '../payroll.ts';
import { can, resourceTable, routeTable } from '../route.ts';

const read = can('payroll', 'read');

/**
 * Pay lines at /deduction (permission deduction), and a month of them imported from a file; a line's amount is
 * pay, so each route also needs payroll read.
 */
export const payLines = {
  ...resourceTable<typeof payLineSchemas>('/deduction', 'deduction', read),
  ...routeTable<Pick<typeof payLineSchemas, 'import'>>()({
    import: ['POST', '/deduction/import', { allOf: [can('deduction', 'create'), read] }],
  }),
};

/**
 * Runs at /payroll (permission payroll) with their files and figures, and payslips at /payslip (any signed-in
 * user: their own approved payslips, or every payslip with payroll read; anyone else's is 404).
 */
export const payroll = routeTable<typeof payrollSchemas>()({
  list: ['GET', '/payroll', read],
  preview: ['GET', '/payroll/preview', read],
  generate: ['POST', '/payroll/generate', can('payroll', 'create')],
  get: ['GET', '/payroll/:id', read],
  regenerate: ['POST', '/payroll/:id/regenerate', can('payroll', 'update')],
  approve: ['POST', '/payroll/:id/approve', can('payroll', 'update')],
  adjustments: ['POST', '/payroll/:id/adjustments', { allOf: [can('deduction', 'create'), read] }],
  export: ['GET', '/payroll/:id/export', read],
  bankTransfer: ['GET', '/payroll/:id/bank-transfer.csv', read],
  statutory: ['GET', '/payroll/:id/statutory', read],
  payslipsZip: ['GET', '/payroll/:id/payslips.zip', read],
  payslips: ['GET', '/payslip', 'authenticated'],
  payslip: ['GET', '/payslip/:id', 'authenticated'],
  payslipPdf: ['GET', '/payslip/:id/pdf', 'authenticated'],
});
