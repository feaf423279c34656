// The statutory rules (read-only) and an employee's tax residency and dependants (payroll read/update: pay is
// private).
import { idParams } from '../../../contract/api/common.ts';
import {
  EMPLOYEE_TAX_MESSAGES,
  employeeTaxBody,
  employeeTaxResponse,
  payrollRulesResponse,
} from '../../../contract/api/payroll.ts';
import type { Database } from '../../db/database.ts';
import { defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import * as service from './tax-service.ts';

const employeeTax = '/api/v1/admin/employee/:id/tax';

export const payrollTaxRoutes = (db: Database): AnyRouteSpec[] => [
  defineRoute({
    method: 'GET',
    url: '/api/v1/admin/payroll/rules',
    summary: 'The statutory rules as dated data (tax on salary, NSSF, overtime, unpaid day), each with its source',
    tag: 'payroll',
    access: { resource: 'payroll', action: 'read' },
    response: payrollRulesResponse,
    handler: async () => ({ message: 'OK', data: await service.listRules(db) }),
  }),
  defineRoute({
    method: 'GET',
    url: employeeTax,
    summary: "An employee's tax residency and dependants (the tax relief)",
    tag: 'payroll',
    access: { resource: 'payroll', action: 'read' },
    params: idParams,
    response: employeeTaxResponse,
    handler: async ({ params }) => ({ message: 'OK', data: await service.getEmployeeTax(db, params.id) }),
  }),
  defineRoute({
    method: 'PUT',
    url: employeeTax,
    summary: "Set an employee's tax residency and dependants (used by the next payroll generated)",
    tag: 'payroll',
    access: { resource: 'payroll', action: 'update' },
    params: idParams,
    body: employeeTaxBody,
    response: employeeTaxResponse,
    handler: async ({ actor, params, body }) => ({
      message: EMPLOYEE_TAX_MESSAGES.updated,
      data: await service.updateEmployeeTax(db, actor, params.id, body),
    }),
  }),
];
