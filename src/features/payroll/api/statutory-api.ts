// GET payroll/{id}/statutory: a run's NSSF and tax totals, in riel and in cents.
import { payroll } from '../../../../contract/api/routes/payroll.ts';
import { useRead } from '../../../lib/api-client.ts';

export const useStatutory = (id: number) =>
  useRead(payroll.statutory, { params: { id } }, { shouldRetryOnError: false });
