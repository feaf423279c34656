// GET payroll/{id}/statutory: a run's NSSF and tax totals, in riel and in cents.
import type { statutoryResponse } from '../../../../contract/api/payroll.ts';
import { API } from '../../../../contract/api/paths.ts';
import { endpoint, useRead } from '../../../lib/api-client.ts';

export const useStatutory = (id: number) =>
  useRead(endpoint<typeof statutoryResponse>(API.payrollStatutory(id)), undefined, { shouldRetryOnError: false });
