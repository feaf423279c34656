// Leave balances, read from the ledger: the paginated list of the balances page, one employee's balance of one
// type on a day for the leave form and the adjust dialog, and a search for the palette's balance pickers.
import type { z } from 'zod';
import { DEFAULT_LIMIT } from '../../../contract/api/base.ts';
import type { leaveBalanceListQuery, leaveBalanceListResponse } from '../../../contract/api/leave.ts';
import { leaveBalances } from '../../../contract/api/routes/leave.ts';
import { call, useRead, type QueryOf } from '../api-client.ts';
import { businessToday } from '../time.ts';

export type BalanceListResult = z.infer<typeof leaveBalanceListResponse>;

/** The list's query; the day is always said (the server's default, today, is its clock's, not ours). */
export type BalanceQuery = QueryOf<typeof leaveBalanceListQuery> & { on: string };

/** Page 1 of the default size unless the query says otherwise, so one list has one URL (one SWR key). */
const withPaging = (query: BalanceQuery): BalanceQuery => ({ page: 1, limit: DEFAULT_LIMIT, ...query });

export function useLeaveBalances(query: BalanceQuery) {
  return useRead(leaveBalances.list, { query: withPaging(query) }, { keepPreviousData: true });
}

/** One employee's balance of one type on a day (today unless given); asks nothing until both are known. */
export function useLeaveBalance(
  employeeId: number | null | undefined,
  leaveTypeId: number | null | undefined,
  on?: string,
  enabled = true,
) {
  const known = enabled && employeeId && leaveTypeId;
  const res = useRead(
    leaveBalances.list,
    known
      ? {
          query: withPaging({
            on: on ?? businessToday(),
            employee_id: employeeId,
            leave_type_id: leaveTypeId,
            limit: 1,
          }),
        }
      : null,
  );
  return { balance: res.data?.data[0] ?? null, isLoading: res.isLoading, error: res.error };
}

/** Today's balances of employees found by name or staff id, for the palette. */
export async function searchBalances(q: string, limit = 20) {
  return (await call(leaveBalances.list, { query: withPaging({ on: businessToday(), q, limit }) })).data;
}
