// Leave types for the request filters and forms, and for their own admin page. A company has a handful, so
// one page of 100 holds them all.
import type { z } from 'zod';
import { MAX_LIMIT } from '../../../contract/api/base.ts';
import type { leaveTypeListResponse } from '../../../contract/api/leave.ts';
import { leaveTypes } from '../../../contract/api/routes/leave.ts';
import { call, useRead } from '../api-client.ts';

export type LeaveTypeListResult = z.infer<typeof leaveTypeListResponse>;

const ALL = { query: { page: 1, limit: MAX_LIMIT } };

export function useLeaveTypes(enabled = true) {
  return useRead(leaveTypes.list, enabled ? ALL : null);
}

/** The same list outside React (the palette's picker). */
export const fetchLeaveTypes = () => call(leaveTypes.list, ALL);
