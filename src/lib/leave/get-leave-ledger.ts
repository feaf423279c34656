// One employee's ledger of one leave type on a day: every line (earned, taken, carried, expired, adjusted)
// with the balance after it.
import { leaveLedger } from '../../../contract/api/routes/leave-ledger.ts';
import { useRead } from '../api-client.ts';

export function useLeaveLedger(ref: { employeeId: number; leaveTypeId: number; on: string } | null) {
  const res = useRead(
    leaveLedger.ledger,
    ref ? { params: { employee_id: ref.employeeId }, query: { leave_type_id: ref.leaveTypeId, on: ref.on } } : null,
  );
  return { ledger: res.data?.data ?? null, isLoading: res.isLoading, error: res.error };
}
