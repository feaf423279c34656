// The statutory rules: every dated version (past, in force, upcoming) with its summary and source; a new version
// from a month; the what-if of a month under a proposed version. An employee's tax residency and dependants.
import type { EmployeeTaxBody } from '../../../../contract/api/payroll.ts';
import type { RuleVersionBody, RuleWhatIfBody } from '../../../../contract/api/payroll-rules.ts';
import { payrollRules } from '../../../../contract/api/routes/payroll-rules.ts';
import { call, urlOf, useRead } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export const useRules = () => useRead(payrollRules.list, {}, { shouldRetryOnError: false });

export async function addRuleVersion(body: RuleVersionBody) {
  const res = await call(payrollRules.addVersion, { body });
  await revalidate(payrollRules.list);
  return res;
}

export const previewUnder = async (body: RuleWhatIfBody) => (await call(payrollRules.whatIf, { body })).data;

/** Read afresh each time the dialog opens: another screen may have changed it. */
export const useEmployeeTax = (id: number | null) =>
  useRead(payrollRules.employeeTax, id ? { params: { id } } : null, { revalidateOnMount: true });

export async function updateEmployeeTax(id: number, body: EmployeeTaxBody) {
  const res = await call(payrollRules.updateEmployeeTax, { params: { id }, body });
  await revalidate(urlOf(payrollRules.employeeTax, { params: { id } }));
  return res;
}
