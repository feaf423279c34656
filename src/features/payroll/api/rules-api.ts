// GET payroll/rules (issue 14, deliverable 2). Its answer is typed here, as the payroll module's rules route
// answers it (payrollRulesResponse, being added to contract/api/payroll.ts alongside): swap this for
// `endpoint<typeof payrollRulesResponse>(API.payrollRules)` once the contract has it.
import { API } from '../../../../contract/api/paths.ts';
import { useRead, type Endpoint, type NoQuery } from '../../../lib/api-client.ts';

export interface PayrollRule {
  id: number;
  key: string;
  label: string;
  /** YYYY-MM: the first month the row applies to. */
  effective_from: string;
  /** The row the current month uses for its key. */
  in_force: boolean;
  /** The rule in words. */
  summary: string;
  source: string;
}

/** Every row, by key then newest first. */
const rules: Endpoint<NoQuery, { message: string; data: PayrollRule[] }> = { path: API.payrollRules };

export const useRules = () => useRead(rules, undefined, { shouldRetryOnError: false });
