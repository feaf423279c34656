// GET payroll/rules: every dated rule with its label, its summary in words, its source
// and whether it is the one in force this month.
import type { payrollRulesResponse } from '../../../../contract/api/payroll.ts';
import { API } from '../../../../contract/api/paths.ts';
import { endpoint, useRead } from '../../../lib/api-client.ts';

const rules = endpoint<typeof payrollRulesResponse>(API.payrollRules);

export const useRules = () => useRead(rules, undefined, { shouldRetryOnError: false });
