import type { payrollRuleSchemas } from '../payroll-rules.ts';
import { can, routeTable } from '../route.ts';

const read = can('payroll', 'read');
const update = can('payroll', 'update');

/** The statutory rules (payroll read to see and try them, payroll update to add a version) and an employee's tax
 * data, which is pay: behind payroll too. */
export const payrollRules = routeTable<typeof payrollRuleSchemas>()({
  list: ['GET', '/payroll/rules', read],
  addVersion: ['POST', '/payroll/rules', update],
  whatIf: ['POST', '/payroll/rules/what-if', read],
  employeeTax: ['GET', '/employee/:id/tax', read],
  updateEmployeeTax: ['PUT', '/employee/:id/tax', update],
});
