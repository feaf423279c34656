import type { employmentSchemas } from '../employment.ts';
import { can, routeTable } from '../route.ts';

const payRead = can('payroll', 'read');

/** Contracts under /employee/:id/contracts; the end of an employment and its settlement, which are pay. */
export const employment = routeTable<typeof employmentSchemas>()({
  contracts: ['GET', '/employee/:id/contracts', can('employee', 'read')],
  addContract: ['POST', '/employee/:id/contracts', can('employee', 'update')],
  preview: ['GET', '/employee/:id/settlement/preview', payRead],
  end: ['POST', '/employee/:id/end', { allOf: [can('payroll', 'create'), payRead] }],
  settlement: ['GET', '/employee/:id/settlement', payRead],
  statement: ['GET', '/employee/:id/settlement/statement.pdf', payRead],
});
