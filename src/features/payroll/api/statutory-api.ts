// GET payroll/{id}/statutory: a run's NSSF and tax totals. Typed here as the payroll module's route answers it
// (statutoryResponse, being added to contract/api/payroll.ts alongside): swap for
// `endpoint<typeof statutoryResponse>(API.payrollStatutory(id))` once the contract has it.
import { API } from '../../../../contract/api/paths.ts';
import { useRead, type Endpoint, type NoQuery } from '../../../lib/api-client.ts';

export interface StatutoryItem {
  code: string;
  name: string;
  paid_by: 'employee' | 'employer';
  riel: number;
  cents: number;
}

export interface StatutoryData {
  items: StatutoryItem[];
  /** NSSF, employee and employer shares together (paid to the NSSF). */
  nssf_riel: number;
  nssf_cents: number;
  /** Tax on salary withheld (paid to the tax department). */
  tax_riel: number;
  tax_cents: number;
}

const statutory = (id: number): Endpoint<NoQuery, { message: string; data: StatutoryData }> => ({
  path: API.payrollStatutory(id),
});

export const useStatutory = (id: number) => useRead(statutory(id), undefined, { shouldRetryOnError: false });
