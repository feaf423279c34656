// How the activity log names what it stores: resources and actions as people read them, and the page of the
// record an entry is about (a link where the record has one). Plain data, collected from what the areas declare.
import { AREAS } from '../../all-areas.ts';
import { historyResourceOf, RECORD_PAGES } from '../../all-commands.ts';
import type { Area } from '../../area.ts';
import { REQUEST_KIND_META } from '../requests/request-kinds.ts';

const SECTIONS = ['main', 'userManagement'];
/** Where an area's first page sits in the sidebar; areas without a sidebar entry come after, in their order. */
const sidebarPlace = (area: Area) =>
  Math.min(
    ...(area.routes ?? []).map((r) =>
      r.nav?.sidebar ? SECTIONS.indexOf(r.nav.sidebar.section) * 1000 + r.nav.sidebar.order : Number.MAX_SAFE_INTEGER,
    ),
    Number.MAX_SAFE_INTEGER,
  );

/** The resources the log's filter offers, with their labels, as the areas declare them (`Area.logResources`), in
 * the order of the sidebar. */
export const LOG_RESOURCES: ReadonlyArray<{ value: string; label: string }> = [...AREAS]
  .sort((a, b) => sidebarPlace(a) - sidebarPlace(b))
  .flatMap((a) => Object.entries(a.logResources ?? {}).map(([value, label]) => ({ value, label })));

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
      historyResourceOf(page.kind),
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
