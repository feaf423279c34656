// The statutory rules (list, add a version, what-if) and an employee's tax residency and dependants
// (contract/api/routes/payroll-rules.ts); the services do the work.
import { EMPLOYEE_TAX_MESSAGES } from '../../../contract/api/payroll.ts';
import { payrollRuleSchemas, RULE_VERSION_MESSAGES } from '../../../contract/api/payroll-rules.ts';
import { payrollRules } from '../../../contract/api/routes/payroll-rules.ts';
import type { Database } from '../../db/database.ts';
import { languageOf } from '../../http/error-handler.ts';
import { bindRoutes, defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import { addRuleVersion, whatIf } from './rules-service.ts';
import { getEmployeeTax, listRules, updateEmployeeTax } from './tax-service.ts';

export function payrollTaxRoutes(db: Database): AnyRouteSpec[] {
  const api = bindRoutes(payrollRules, payrollRuleSchemas);
  return [
    defineRoute(api.list, async () => ({ message: 'OK', data: await listRules(db) })),
    defineRoute(api.addVersion, async ({ actor, body, request, reply }) => {
      const data = await addRuleVersion(db, actor, body, languageOf(request));
      reply.status(201);
      return { message: RULE_VERSION_MESSAGES.added, data };
    }),
    defineRoute(api.whatIf, async ({ body, request }) => ({
      message: 'OK',
      data: await whatIf(db, body, languageOf(request)),
    })),
    defineRoute(api.employeeTax, async ({ params }) => ({
      message: 'OK',
      data: await getEmployeeTax(db, params.id),
    })),
    defineRoute(api.updateEmployeeTax, async ({ actor, params, body }) => ({
      message: EMPLOYEE_TAX_MESSAGES.updated,
      data: await updateEmployeeTax(db, actor, params.id, body),
    })),
  ];
}
