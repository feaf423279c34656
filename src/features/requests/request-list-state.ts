// What each request list shows: search, filters and page. It lives outside the page, so opening a request
// (the drawer, or a trip to another page and back) finds the list as it was left, and the export commands
// export the same rows.
import { proxy } from 'valtio';
import type { RequestKind } from '../../../contract/api/requests.ts';
import type { PersonOption } from '../../lib/employee-search.ts';
import type { RequestQuery } from './api/get-requests.ts';

export interface RequestFilters {
  status: string;
  /** Leave type id or post clock type (TYPE_PARAMS). */
  type: string;
  department_id: string;
  /** Narrower than the department: a team of it (picking another department drops a team not in it). */
  team_id: string;
  /** The whole person, not only the id: the picker shows their name when the list is opened again. */
  employee: PersonOption | null;
  from: string;
  to: string;
}

export const NO_FILTERS: RequestFilters = { status: '', type: '', department_id: '', team_id: '', employee: null, from: '', to: '' };

/** The query parameter of each kind's type filter (kept here, not in the views, so the export commands
 * load no list code). */
export const TYPE_PARAMS: Partial<Record<RequestKind, string>> = { leave: 'leave_type_id', post_clock: 'type' };

const newView = () => proxy({ q: '', filters: { ...NO_FILTERS }, page: 1 });
const VIEWS: Record<RequestKind, ReturnType<typeof newView>> = { leave: newView(), overtime: newView(), post_clock: newView() };

export const requestListView = (kind: RequestKind) => VIEWS[kind];

/** The range reads forwards, or the list says so at the field and leaves `to` out. */
export const rangeError = (f: Pick<RequestFilters, 'from' | 'to'>) =>
  f.from && f.to && f.to < f.from ? 'To must be on or after From.' : undefined;

/** The list query without paging: what the list filters on and what an export exports. */
export function listFilters(kind: RequestKind, view: { q: string; filters: RequestFilters }): RequestQuery {
  const f = view.filters;
  const type = TYPE_PARAMS[kind];
  return {
    q: view.q.trim() || undefined,
    status: f.status || undefined,
    ...(type && f.type ? { [type]: f.type } : {}),
    department_id: f.department_id || undefined,
    team_id: f.team_id || undefined,
    employee_id: f.employee?.id,
    from: f.from || undefined,
    to: rangeError(f) ? undefined : f.to || undefined,
  };
}

export const hasFilters = (view: { q: string; filters: RequestFilters }) => !!view.q.trim() || Object.values(view.filters).some(Boolean);
