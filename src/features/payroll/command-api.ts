// The payroll commands' server calls, loaded with their module on first use: the console's first screen carries
// only these stubs (its JavaScript budget, docs/architecture.md#budgets).
import type { PayrollCommandApi } from '../../../commands/areas/payroll/payroll-commands.ts';

const api = () => import('./api/payroll-api.ts');

export const payrollCommandApi: PayrollCommandApi = {
  approveRun: async (id) => (await api()).approveRun(id),
  regenerateRun: async (id) => (await api()).regenerateRun(id),
  download: async (id, file) => (await api()).downloadRunFile(id, file),
  deletePayLine: async (id) => (await api()).deletePayLine(id),
};

/** The palette's pickers read runs and pay lines through the same module, loaded when first asked. */
export const fetchRunsLazily = async () => (await api()).fetchRuns();
export const fetchPayLinesLazily = async (needle: string) => (await api()).fetchPayLines(needle);
