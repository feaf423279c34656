// What each request list shows: search, filters and page. It lives outside the page, so opening a request
// (the drawer, or a trip to another page and back) finds the list as it was left, and the export commands
// export the same rows.
import { textNow } from '../../i18n/text.ts';
import { proxy } from 'valtio';
import type { REQUEST_STATUS_FILTERS, RequestKind } from '../../../contract/api/requests.ts';
import type { PostClockType } from '../../../contract/api/requests-post-clock.ts';
import { POST_CLOCK_TYPE_LABELS, REQUEST_STATUS_LABELS } from '../../../contract/labels.ts';
import type { PersonOption } from '../../lib/employee-search.ts';
import type { RequestQuery, RequestQueryOf } from './api/get-requests.ts';

export interface RequestFilters {
  status: string;
  /** Leave type id or post clock type (listFilters sends it as the kind's own parameter). */
  type: string;
  department_id: string;
  /** Narrower than the department: a team of it (picking another department drops a team not in it). */
  team_id: string;
  /** The whole person, not only the id: the picker shows their name when the list is opened again. */
  employee: PersonOption | null;
  from: string;
  to: string;
}

export const NO_FILTERS: RequestFilters = {
  status: '',
  type: '',
  department_id: '',
  team_id: '',
  employee: null,
  from: '',
  to: '',
};

const newView = () => proxy({ q: '', filters: { ...NO_FILTERS }, page: 1 });
const VIEWS: Record<RequestKind, ReturnType<typeof newView>> = {
  leave: newView(),
  overtime: newView(),
  post_clock: newView(),
};

export const requestListView = (kind: RequestKind) => VIEWS[kind];

/** The range reads forwards, or the list says so at the field and leaves `to` out. */
export const rangeError = (f: Pick<RequestFilters, 'from' | 'to'>) =>
  f.from && f.to && f.to < f.from ? textNow('requests.rangeError') : undefined;

// The selects hold text; the query holds what the contract takes. Read from the labels (no schema loaded).
const isStatusFilter = (s: string): s is (typeof REQUEST_STATUS_FILTERS)[number] =>
  s === 'pending_acknowledge' || Object.hasOwn(REQUEST_STATUS_LABELS, s);
const isPostClockType = (s: string): s is PostClockType => Object.hasOwn(POST_CLOCK_TYPE_LABELS, s);
const id = (v: string) => (v ? Number(v) : undefined);

/** The list query without paging: what the list filters on and what an export exports. The type filter goes
 * under the kind's own parameter: leave_type_id for leave, type for post clock, none for overtime. */
export function listFilters(kind: RequestKind, view: { q: string; filters: RequestFilters }): RequestQuery {
  const f = view.filters;
  const query: RequestQueryOf<'overtime'> = {
    q: view.q.trim() || undefined,
    status: isStatusFilter(f.status) ? f.status : undefined,
    department_id: id(f.department_id),
    team_id: id(f.team_id),
    employee_id: f.employee?.id,
    from: f.from || undefined,
    to: rangeError(f) ? undefined : f.to || undefined,
  };
  if (kind === 'leave' && f.type) return { ...query, leave_type_id: id(f.type) };
  if (kind === 'post_clock' && isPostClockType(f.type)) return { ...query, type: f.type };
  return query;
}

export const hasFilters = (view: { q: string; filters: RequestFilters }) =>
  !!view.q.trim() || Object.values(view.filters).some(Boolean);
