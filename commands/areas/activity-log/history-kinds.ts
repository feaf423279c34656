// Which records have a History (the palette's kinds and the resource the log files them under), and which record
// a page shows: what the activity log's commands need on the first screen, apart from the log's labels.
import { matchRoute } from '../../route-spec.ts';
import { DEPARTMENT_ROUTES } from '../departments/department-commands.ts';
import { EMPLOYEE_ROUTES } from '../employees/employee-commands.ts';
import { OFFICE_ROUTES } from '../offices/office-commands.ts';
import { ROLE_ROUTES } from '../roles/role-commands.ts';
import { USER_ROUTES } from '../users/user-commands.ts';

/** The palette's entity kinds whose records have a history, and the resource the log files them under. */
export const HISTORY_KINDS: ReadonlyArray<{ kind: string; resource: string; noun: string }> = [
  { kind: 'employee', resource: 'employee', noun: 'employee' },
  { kind: 'user', resource: 'sysUser', noun: 'user' },
  { kind: 'role', resource: 'role', noun: 'role' },
  { kind: 'office', resource: 'office', noun: 'office' },
  { kind: 'department', resource: 'department', noun: 'department' },
  { kind: 'team', resource: 'team', noun: 'team' },
  { kind: 'project', resource: 'project', noun: 'project' },
  { kind: 'leaveRequest', resource: 'leaveRequest', noun: 'leave request' },
  { kind: 'overtimeRequest', resource: 'overtimeRequest', noun: 'overtime request' },
  { kind: 'postClockRequest', resource: 'postClockRequest', noun: 'post clock request' },
];

export const historyResourceOf = (kind: string) => HISTORY_KINDS.find((k) => k.kind === kind)?.resource;

/** The pages that show one record, named by the path's one parameter: the History drawer takes the record from
 * the page on screen, and the log links an entry to its record's page. */
export const RECORD_PAGES: ReadonlyArray<{ path: string; kind: string; resource: string; label: string }> = [
  { path: EMPLOYEE_ROUTES.edit.path, kind: 'employee', resource: 'employee', label: 'Employee' },
  { path: USER_ROUTES.edit.path, kind: 'user', resource: 'sysUser', label: 'User' },
  { path: ROLE_ROUTES.edit.path, kind: 'role', resource: 'role', label: 'Role' },
  { path: OFFICE_ROUTES.edit.path, kind: 'office', resource: 'office', label: 'Office' },
  { path: DEPARTMENT_ROUTES.members.path, kind: 'department', resource: 'department', label: 'Department' },
];

/** The record whose own page is open (/employee/edit/12, /users/3/edit, /roles/4/edit, /offices/edit/5,
 * /department/6), as the History drawer takes it; null elsewhere. */
export function recordOfPath(pathname: string): { kind: string; id: number; name: string } | null {
  const segments = pathname.split('/');
  for (const page of RECORD_PAGES) {
    const pattern = page.path.split('/');
    const param = pattern.findIndex((segment) => segment.startsWith(':'));
    const id = segments[param] ?? '';
    if (segments.length === pattern.length && matchRoute(page.path, pathname) && /^\d+$/.test(id) && Number(id) > 0)
      return { kind: page.kind, id: Number(id), name: `${page.label} ${Number(id)}` };
  }
  return null;
}
