// Leave types for the request filters and forms, and for their own admin page. A company has a handful, so
// one page of 100 holds them all.
import useSWR from 'swr';
import type { z } from 'zod';
import { API } from '../../../../contract/api/paths.ts';
import type { leaveTypeListResponse } from '../../../../contract/api/requests-leave.ts';
import { apiGet, swrFetcher } from '../../../lib/api-client.ts';

export type LeaveTypeListResult = z.infer<typeof leaveTypeListResponse>;
export const leaveTypesUrl = `${API.leaveTypes}?page=1&limit=100`;

export function useLeaveTypes(enabled = true) {
  return useSWR<LeaveTypeListResult>(enabled ? leaveTypesUrl : null, swrFetcher);
}

/** The same list outside React (the palette's picker). */
export const fetchLeaveTypes = () => apiGet<LeaveTypeListResult>(leaveTypesUrl);
