// One employee's balance of one leave type on a day (a request's first day), read from their ledger.
import { useLeaveBalance as useBalance } from './get-leave-balances.ts';

export function useLeaveBalance(query: { employeeId: number; leaveTypeId: number; on: string } | null) {
  const { balance, isLoading, error } = useBalance(query?.employeeId, query?.leaveTypeId, query?.on, !!query);
  return { balance, isLoading, error };
}
