// One employee's ledger of one leave type on a day: every line (earned, taken, carried, expired, adjusted)
// with the balance after it.
import { API } from '../../../contract/api/paths.ts';
import type { ledgerQuery, ledgerResponse } from '../../../contract/api/leave-ledger.ts';
import { endpoint, useRead } from '../api-client.ts';

export function useLeaveLedger(ref: { employeeId: number; leaveTypeId: number; on: string } | null) {
  const ledger = ref
    ? endpoint<typeof ledgerResponse, typeof ledgerQuery>(API.leaveBalanceLedger(ref.employeeId))
    : null;
  const res = useRead(ledger, ref ? { leave_type_id: ref.leaveTypeId, on: ref.on } : undefined);
  return { ledger: res.data?.data ?? null, isLoading: res.isLoading, error: res.error };
}
