// Leave types for the request filters and forms, and for their own admin page. A company has a handful, so
// one page of 100 holds them all.
import type { z } from 'zod';
import { MAX_LIMIT } from '../../../../contract/api/base.ts';
import { API } from '../../../../contract/api/paths.ts';
import type { leaveTypeListQuery, leaveTypeListResponse } from '../../../../contract/api/requests-leave.ts';
import { endpoint, fetchFrom, useRead } from '../../../lib/api-client.ts';

export type LeaveTypeListResult = z.infer<typeof leaveTypeListResponse>;

const leaveTypes = endpoint<typeof leaveTypeListResponse, typeof leaveTypeListQuery>(API.leaveTypes);
const ALL = { page: 1, limit: MAX_LIMIT };

export function useLeaveTypes(enabled = true) {
  return useRead(enabled ? leaveTypes : null, ALL);
}

/** The same list outside React (the palette's picker). */
export const fetchLeaveTypes = () => fetchFrom(leaveTypes, ALL);
