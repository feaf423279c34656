// Leave balances: the paginated list of the balances page, one employee's balance of one type for the leave
// form and the adjust dialog, and a search for the palette's "Adjust balance…" picker.
import useSWR from 'swr';
import type { z } from 'zod';
import { DEFAULT_LIMIT } from '../../../../contract/api/base.ts';
import { API } from '../../../../contract/api/paths.ts';
import type { LeaveBalanceItem, leaveBalanceListResponse } from '../../../../contract/api/requests-leave.ts';
import { apiGet, swrFetcher } from '../../../lib/api-client.ts';

export type BalanceListResult = z.infer<typeof leaveBalanceListResponse>;

export interface BalanceQuery {
  year: number;
  page?: number;
  limit?: number;
  q?: string;
  department_id?: string;
  leave_type_id?: string;
  employee_id?: number;
}

export function balancesUrl(query: BalanceQuery): string {
  const params = new URLSearchParams({ page: String(query.page ?? 1), limit: String(query.limit ?? DEFAULT_LIMIT), year: String(query.year) });
  if (query.q) params.set('q', query.q);
  if (query.department_id) params.set('department_id', query.department_id);
  if (query.leave_type_id) params.set('leave_type_id', query.leave_type_id);
  if (query.employee_id) params.set('employee_id', String(query.employee_id));
  return `${API.leaveBalances}?${params}`;
}

export function useLeaveBalances(query: BalanceQuery) {
  return useSWR<BalanceListResult>(balancesUrl(query), swrFetcher, { keepPreviousData: true });
}

/** One employee's balance of one type in a year; asks nothing until all three are known. */
export function useLeaveBalance(employeeId: number | null | undefined, leaveTypeId: number | null | undefined, year: number, enabled = true) {
  const key = enabled && employeeId && leaveTypeId ? balancesUrl({ year, employee_id: employeeId, leave_type_id: String(leaveTypeId), limit: 1 }) : null;
  const res = useSWR<BalanceListResult>(key, swrFetcher);
  return { balance: (res.data?.data[0] ?? null) as LeaveBalanceItem | null, isLoading: res.isLoading, error: res.error };
}

/** This year's balances of employees found by name or staff id, for the palette. */
export async function searchBalances(q: string, year: number, limit = 20) {
  return (await apiGet<BalanceListResult>(balancesUrl({ year, q: q || undefined, limit }))).data;
}
