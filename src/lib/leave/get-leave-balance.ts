// One employee's balance of one leave type for one year (entitled, taken, pending, remaining).
import { useLeaveBalance as useBalance } from './get-leave-balances.ts';

export function useLeaveBalance(query: { employeeId: number; leaveTypeId: number; year: number } | null) {
  const { balance, isLoading, error } = useBalance(query?.employeeId, query?.leaveTypeId, query?.year ?? 0, !!query);
  return { balance, isLoading, error };
}
