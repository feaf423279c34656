// The year-end carry-over preview of a year: every balance's days carried, lost, and when carried days expire.
import { leaveLedger } from '../../../../contract/api/routes/leave-ledger.ts';
import { useRead } from '../../../lib/api-client.ts';

export function useCarryOver(year: number) {
  return useRead(leaveLedger.carryOver, { query: { year } });
}
