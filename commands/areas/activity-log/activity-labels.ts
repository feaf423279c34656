// How the activity log names what it stores: resources and actions as people read them, and the page of the
// record an entry is about (a link where the record has one). Plain data, shared by the commands and the page.
import { REQUEST_KIND_META } from '../requests/request-kinds.ts';
import { RECORD_PAGES } from './history-kinds.ts';

/** The resources the log's filter offers, in the order of the sidebar, with their labels. */
export const LOG_RESOURCES: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'employee', label: 'Employee' },
  { value: 'attendance', label: 'Attendance' },
  { value: 'leaveRequest', label: 'Leave request' },
  { value: 'leaveType', label: 'Leave type' },
  { value: 'leaveBalance', label: 'Leave balance' },
  { value: 'postClockRequest', label: 'Post clock request' },
  { value: 'overtimeRequest', label: 'Overtime request' },
  { value: 'payroll', label: 'Payroll' },
  { value: 'deduction', label: 'Deduction' },
  { value: 'calendar', label: 'Calendar' },
  { value: 'department', label: 'Department' },
  { value: 'team', label: 'Team' },
  { value: 'office', label: 'Office' },
  { value: 'project', label: 'Project' },
  { value: 'sysLog', label: 'Activity log' },
  { value: 'sysUser', label: 'User' },
  { value: 'role', label: 'Role' },
];

/** The actions the log's filter offers (the ones the server writes), with their labels. */
export const LOG_ACTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'create', label: 'Create' },
  { value: 'update', label: 'Update' },
  { value: 'delete', label: 'Delete' },
  { value: 'approve', label: 'Approve' },
  { value: 'acknowledge', label: 'Acknowledge' },
  { value: 'reject', label: 'Reject' },
  { value: 'cancel', label: 'Cancel' },
  { value: 'settle', label: 'Settle by correction' },
  { value: 'sign-in', label: 'Sign in' },
  { value: 'sign-in-failed', label: 'Failed sign-in' },
  { value: 'export', label: 'Export' },
  { value: 'import', label: 'Import' },
  { value: 'move-team', label: 'Move team' },
  { value: 'correct', label: 'Correct' },
  { value: 'close', label: 'Close period' },
  { value: 'reopen', label: 'Reopen period' },
  { value: 'adjust', label: 'Adjust balance' },
  { value: 'activate', label: 'Activate' },
  { value: 'deactivate', label: 'Deactivate' },
  { value: 'reset-password', label: 'Reset password' },
  { value: 'change-password', label: 'Change password' },
  { value: 'sign-out-everywhere', label: 'Sign out everywhere' },
  { value: 'two-factor-on', label: 'Two-factor on' },
  { value: 'two-factor-off', label: 'Two-factor off' },
  { value: 'reset-two-factor', label: 'Reset two-factor' },
  { value: 'add-contract', label: 'Record contract' },
  { value: 'end-employment', label: 'End employment' },
];

const label = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  list.find((o) => o.value === value)?.label ?? value;
export const resourceLabel = (resource: string) => label(LOG_RESOURCES, resource);
export const actionLabel = (action: string) => label(LOG_ACTIONS, action);

/** The page each kind of record is shown on; kinds missing here have no page of their own. */
const PAGE_OF: Readonly<Record<string, (id: string) => string>> = {
  ...Object.fromEntries(
    RECORD_PAGES.map((page) => [
      page.resource,
      // The page's one parameter is the record's id.
      (id: string) => page.path.replace(/:[A-Za-z]+/, encodeURIComponent(id)),
    ]),
  ),
  leaveRequest: (id) => `${REQUEST_KIND_META.leave.route}?request_id=${encodeURIComponent(id)}`,
  overtimeRequest: (id) => `${REQUEST_KIND_META.overtime.route}?request_id=${encodeURIComponent(id)}`,
  postClockRequest: (id) => `${REQUEST_KIND_META.post_clock.route}?request_id=${encodeURIComponent(id)}`,
};

/** The record's page, or null when its kind has none (or the entry names no record). */
export function recordPath(resource: string, recordId: string | null): string | null {
  if (!recordId || !/^\d+$/.test(recordId)) return null;
  return PAGE_OF[resource]?.(recordId) ?? null;
}
