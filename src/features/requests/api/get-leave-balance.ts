// One employee's balance of one leave type for one year (entitled, taken, pending, remaining).
import useSWR from 'swr';
import type { z } from 'zod';
import { API } from '../../../../contract/api/paths.ts';
import type { leaveBalanceListResponse } from '../../../../contract/api/requests-leave.ts';
import { swrFetcher } from '../../../lib/api-client.ts';

type BalanceList = z.infer<typeof leaveBalanceListResponse>;

export function useLeaveBalance(query: { employeeId: number; leaveTypeId: number; year: number } | null) {
  const url = query ? `${API.leaveBalances}?employee_id=${query.employeeId}&leave_type_id=${query.leaveTypeId}&year=${query.year}` : null;
  const res = useSWR<BalanceList>(url, swrFetcher);
  return { balance: res.data?.data[0] ?? null, isLoading: res.isLoading, error: res.error };
}
