// GET payroll/rules, served by the payroll module's rules route (issue 14, deliverable 2). Its answer is typed here
// until contract/api/payroll.ts declares it: the rules table as it is (migration 011-payroll), one row per rule
// and effective month, its value as the JSON the computation reads and its source.
import { API } from '../../../../contract/api/paths.ts';
import { useRead, type Endpoint, type NoQuery } from '../../../lib/api-client.ts';

export interface PayrollRule {
  key: string;
  /** YYYY-MM: the rule applies from this month's payroll on, until a later row of the same key. */
  effective_from: string;
  value: unknown;
  source: string;
}

interface RulesAnswer {
  message: string;
  data: PayrollRule[];
}

const rules: Endpoint<NoQuery, RulesAnswer> = { path: API.payrollRules };

export const useRules = () => useRead(rules, undefined, { shouldRetryOnError: false });
