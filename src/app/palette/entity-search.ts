// Finds users, roles, the directory, requests and notifications by name for the palette (debounced, latest
// query wins). A scoped command's picker may add list filters (Command.pickFilter: "only what I can act on").
import { useEffect, useState } from 'react';
import type { EntityKind, EntityRef } from '../../../commands/types.ts';
import { fetchRoles } from '../../features/roles/api/get-roles.ts';
import { fetchUsers } from '../../features/users/api/get-users.ts';
import { fetchNotifications } from '../../features/notifications/api/get-notifications.ts';
import { notificationEntity } from '../../features/notifications/notification-entity.ts';
import { userEntity } from '../../features/users/user-entity.ts';
import { searchOffices } from '../../features/offices/api/get-offices.ts';
import { officeEntity } from '../../features/offices/office-entity.ts';
import { fetchEmployees } from '../../features/employees/api/get-employees.ts';
import { employeeEntity } from '../../features/employees/employee-entity.ts';
import { searchDepartments, searchTeams } from '../../features/departments/api/search.ts';
import { departmentEntity, teamEntity } from '../../features/departments/entities.ts';
import { searchProjects } from '../../features/projects/api/get-projects.ts';
import { projectEntity } from '../../features/projects/project-entity.ts';
import { fetchLeaveTypes } from '../../features/requests/api/get-leave-types.ts';
import { searchHolidays } from '../../features/requests/api/get-holidays.ts';
import { searchBalances } from '../../features/requests/api/get-leave-balances.ts';
import { balanceEntity, holidayEntity, leaveTypeEntity } from '../../features/requests/leave-admin-entities.ts';
import { businessToday } from '../../lib/business-date.ts';
import { REQUEST_KIND_META, type RequestKindMeta } from '../../../commands/request-kinds.ts';
import { fetchRequests } from '../../features/requests/api/get-requests.ts';
import { requestEntity } from '../../features/requests/request-entity.ts';

type Filter = Readonly<Record<string, string>>;
type Search = (needle: string, filter?: Filter) => Promise<EntityRef[]>;

/** Requests by their employee's name or staff id (server-side prefix search), newest first. */
const requests =
  (kind: RequestKindMeta): Search =>
  async (needle, filter) =>
    (await fetchRequests(kind, { q: needle || undefined, limit: 20, ...filter })).data.map((r) => requestEntity(kind, r));

/** One lookup per entity kind the palette can find (commands/entity-lookups.ts says who may). */
const SEARCHES: Partial<Record<EntityKind, Search>> = {
  user: async (needle) => (await fetchUsers(1, 20, needle || undefined)).data.map(userEntity),
  role: async (needle) =>
    (await fetchRoles()).data
      .filter((r) => !needle || r.role_name.toLowerCase().includes(needle))
      .slice(0, 50)
      .map((r) => ({ kind: 'role', id: r.id, name: r.role_name })),
  office: async (needle) => (await searchOffices(needle)).data.map(officeEntity),
  // Server-side prefix search by name or staff id: instant at 100,000 employees.
  employee: async (needle) => (await fetchEmployees({ q: needle || undefined, limit: 20 })).data.map(employeeEntity),
  department: async (needle) => (await searchDepartments(needle)).map(departmentEntity),
  team: async (needle) => (await searchTeams(needle)).map(teamEntity),
  // Not offered from the palette's root (no lookup): only to pick the project for "Edit project…".
  project: async (needle) => (await searchProjects(needle)).map(projectEntity),
  // Leave administration: only pickers for their scoped commands (Edit leave type…, Adjust balance…).
  leaveType: async (needle) => (await fetchLeaveTypes()).data.filter((t) => !needle || t.name.toLowerCase().includes(needle)).map(leaveTypeEntity),
  holiday: async (needle) => (await searchHolidays(needle)).map(holidayEntity),
  leaveBalance: async (needle) => (await searchBalances(needle, Number(businessToday().slice(0, 4)))).map(balanceEntity),
  leaveRequest: requests(REQUEST_KIND_META.leave),
  overtimeRequest: requests(REQUEST_KIND_META.overtime),
  postClockRequest: requests(REQUEST_KIND_META.post_clock),
  notification: async (needle) =>
    (await fetchNotifications()).data.notifications.map(notificationEntity).filter((n) => !needle || n.name.toLowerCase().includes(needle)),
};

function search(kind: EntityKind, q: string, filter?: Filter): Promise<EntityRef[]> {
  return SEARCHES[kind]?.(q.trim().toLowerCase(), filter) ?? Promise.resolve([]);
}

/** `filter` is a command's own constant (Command.pickFilter), so it stays the same between renders. */
export function useEntitySearch(kinds: readonly EntityKind[], query: string, minLength: number, filter?: Filter) {
  const [state, setState] = useState<{ results: EntityRef[]; busy: boolean }>({ results: [], busy: false });
  const key = kinds.join(',');
  useEffect(() => {
    if (!key || query.trim().length < minLength) {
      setState({ results: [], busy: false });
      return;
    }
    let cancelled = false;
    setState((s) => ({ ...s, busy: true }));
    const t = setTimeout(() => {
      Promise.all(key.split(',').map((k) => search(k as EntityKind, query, filter).catch(() => [])))
        .then((lists) => !cancelled && setState({ results: lists.flat(), busy: false }))
        .catch(() => !cancelled && setState({ results: [], busy: false }));
    }, 120);
    return () => {
      cancelled = true;
      clearTimeout(t);
    };
  }, [key, query, minLength, filter]);
  return state;
}
