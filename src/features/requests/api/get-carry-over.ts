// The year-end carry-over preview of a year: every balance's days carried, lost, and when carried days expire.
import { leaveCarryOver } from '../../../../contract/api/routes/leave-carry-over.ts';
import { useRead } from '../../../lib/api-client.ts';

export function useCarryOver(year: number) {
  return useRead(leaveCarryOver.preview, { query: { year } });
}
