// Fixtures for the request suites: an organisation (department with manager, team with lead, a member) with
// signed-in users linked to those people, the HR Manager and Lead Manager roles by name (HR's holding the
// acknowledge and cancel-others powers), business dates that are working days, and request bodies. Records are inserted directly; requests go through the API.
import { approvalPower, type CataloguePermission, type Permission } from '../../contract/permissions.ts';
import { businessToday } from '../../server/lib/time.ts';
import type { TestApp } from '../../server/testing/test-app.ts';
import { insertDepartment, insertEmployee, insertTeam, unique } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';
import { addDays } from '../../contract/dates.ts';

export const REQUEST_RESOURCES = ['leaveRequest', 'overtimeRequest', 'postClockRequest'] as const;
export const requestPerms = (...actions: Permission['action'][]): Permission[] =>
  REQUEST_RESOURCES.flatMap((r) => actions.map((a) => p(r, a)));
/** What an approver holds: the request areas (read, create, update) and leave types (read). */
export const APPROVER_PERMS: Permission[] = [...requestPerms('read', 'create', 'update'), p('leaveType', 'read')];
/** What HR holds: an approver's permissions and the powers to acknowledge and to cancel anyone's request. */
export const HR_PERMS: CataloguePermission[] = [
  ...APPROVER_PERMS,
  approvalPower('acknowledge'),
  approvalPower('cancelOthers'),
];
const NAMED_ROLE_PERMS: Record<string, CataloguePermission[]> = { 'HR Manager': HR_PERMS };

export interface SignedIn {
  id: number;
  username: string;
  token: string;
}

const namedRoles = new WeakMap<TestApp, Map<string, Promise<number>>>();

/** The role with this name (made once per app, holding `permissions`). "Super Admin" is the bootstrap role. */
export function namedRole(
  t: TestApp,
  name: string,
  permissions: CataloguePermission[] = NAMED_ROLE_PERMS[name] ?? APPROVER_PERMS,
): Promise<number> {
  let roles = namedRoles.get(t);
  if (!roles) namedRoles.set(t, (roles = new Map()));
  let id = roles.get(name);
  if (!id) {
    id = (async () => {
      const found = await t.db.kysely.selectFrom('role').select('id').where('name', '=', name).executeTakeFirst();
      return found ? found.id : t.createRole(permissions, name);
    })();
    roles.set(name, id);
  }
  return id;
}

/** A signed-in user holding `permissions` (or the named role), optionally linked to an employee. */
export async function signedIn(
  t: TestApp,
  o: { permissions?: CataloguePermission[]; role?: string; employeeId?: number } = {},
): Promise<SignedIn> {
  const user = await t.createUser(o.role ? [] : (o.permissions ?? APPROVER_PERMS));
  const set: { role_id?: number; employee_id?: number } = {};
  if (o.role) set.role_id = await namedRole(t, o.role);
  if (o.employeeId) set.employee_id = o.employeeId;
  if (Object.keys(set).length) await t.db.kysely.updateTable('sys_user').set(set).where('id', '=', user.id).execute();
  return { id: user.id, username: user.username, token: user.token };
}

export interface Org {
  department: number;
  team: number;
  manager: number;
  lead: number;
  member: number;
  users: { manager: SignedIn; lead: SignedIn; member: SignedIn };
}

/** Department (manager) → team (lead) → member; manager and lead approve, the member files. */
export async function createOrg(t: TestApp, name = unique('Org')): Promise<Org> {
  const department = await insertDepartment(t, `${name} Dept`);
  const team = await insertTeam(t, department, `${name} Team`);
  const manager = await insertEmployee(t, { teamId: team, firstName: 'Manager', lastName: name });
  const lead = await insertEmployee(t, { teamId: team, firstName: 'Lead', lastName: name });
  const member = await insertEmployee(t, { teamId: team, firstName: 'Member', lastName: name });
  await t.db.kysely.updateTable('department').set({ manager_id: manager }).where('id', '=', department).execute();
  await t.db.kysely.updateTable('team').set({ lead_id: lead }).where('id', '=', team).execute();
  return {
    department,
    team,
    manager,
    lead,
    member,
    users: {
      manager: await signedIn(t, { employeeId: manager }),
      lead: await signedIn(t, { employeeId: lead }),
      member: await signedIn(t, { permissions: requestPerms('read', 'create'), employeeId: member }),
    },
  };
}

/** Another member of an organisation's team (no user). */
export const addMember = (t: TestApp, org: Org, firstName = 'Member') =>
  insertEmployee(t, { teamId: org.team, firstName, lastName: unique('m') });

export const today = () => businessToday();
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** The first Monday at least `days` ahead such that it and the `span` days after it lie in one year. */
export function mondayAfter(days: number, span = 4): string {
  let d = addDays(today(), days);
  while (weekday(d) !== 1 || addDays(d, span).slice(0, 4) !== d.slice(0, 4)) d = addDays(d, 1);
  return d;
}

/** The most recent working day (Monday–Friday) at least `days` ago. */
export function workdayAgo(days: number): string {
  let d = addDays(today(), -days);
  while (weekday(d) === 0 || weekday(d) === 6) d = addDays(d, -1);
  return d;
}

export async function createLeaveType(
  t: TestApp,
  o: { paid?: boolean; days?: number; carry?: number; attachment?: boolean; name?: string } = {},
): Promise<number> {
  const res = await t.call('POST', `${BASE}/leave-type`, {
    token: t.adminToken,
    body: {
      name: o.name ?? unique('Leave '),
      paid: o.paid ?? true,
      days_per_year: o.days ?? 10,
      carry_over_limit: o.carry ?? 0,
      needs_attachment: o.attachment ?? false,
    },
  });
  if (res.statusCode !== 201) throw new Error(`leave type: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

export const leaveBody = (
  employeeId: number,
  leaveTypeId: number,
  start: string,
  end = start,
  extra: Record<string, unknown> = {},
) => ({
  employee_id: employeeId,
  leave_type_id: leaveTypeId,
  start_date: start,
  end_date: end,
  reason: 'Family matters',
  ...extra,
});

export const overtimeBody = (
  employeeId: number,
  date: string,
  extra: Record<string, unknown> = { start_time: '18:00', end_time: '20:00' },
) => ({
  employee_id: employeeId,
  date,
  reason: 'Release night',
  ...extra,
});

export const postClockBody = (employeeId: number, date: string, type = 'forget_clock_in', time = '08:05') => ({
  employee_id: employeeId,
  type,
  date,
  time,
  reason: 'Forgot my badge',
});

export type Kind = 'leave-request' | 'overtime-request' | 'post-clock-request';

/** Files a request through the API (as the admin unless a token is given); returns the created item. */
export async function file(t: TestApp, kind: Kind, body: unknown, token = t.adminToken) {
  const res = await t.call('POST', `${BASE}/${kind}`, { token, body });
  if (res.statusCode !== 201) throw new Error(`${kind}: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; status: string; version: number; [key: string]: any };
}

/** A pending request of each kind for a fresh employee of the team (no overlaps between calls). */
export async function pendingRequest(t: TestApp, org: Org, kind: Kind, leaveTypeId?: number) {
  const employee = await addMember(t, org);
  if (kind === 'leave-request')
    return file(t, kind, leaveBody(employee, leaveTypeId ?? (await createLeaveType(t)), mondayAfter(14)));
  if (kind === 'overtime-request') return file(t, kind, overtimeBody(employee, workdayAgo(2)));
  return file(t, kind, postClockBody(employee, workdayAgo(2)));
}

/** A request's version now (1 for an id that does not exist): what a screen showing it sends back with an
 * approve or reject. */
export async function versionOf(t: TestApp, id: number): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('approval_request')
    .select('version')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.version ?? 1;
}

/** Approves (or rejects, with its comment) at the version the request has now, as a screen showing it would. */
export async function decideNow(
  t: TestApp,
  kind: Kind,
  id: number,
  token: string,
  action: 'approve' | 'reject' = 'approve',
  body: Record<string, unknown> = {},
) {
  return t.call('POST', `${BASE}/${kind}/${id}/${action}`, {
    token,
    body: { version: await versionOf(t, id), ...body },
  });
}

export async function notificationsOf(t: TestApp, requestId: number) {
  return t.db.kysely
    .selectFrom('notification')
    .select(['user_id', 'type', 'request_id', 'employee_name', 'outcome', 'url'])
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();
}

export async function requestLog(t: TestApp, resource: string, requestId: number) {
  return t.db.kysely
    .selectFrom('activity_log')
    .selectAll()
    .where('resource', '=', resource)
    .where('record_id', '=', String(requestId))
    .orderBy('id')
    .execute();
}

/** Every row of the request tables, for "nothing changed" checks. */
export async function requestTables(t: TestApp) {
  const tables = [
    'approval_request',
    'approval_step',
    'leave_request',
    'overtime_request',
    'post_clock_request',
    'leave_adjustment',
    'attendance',
    'leave_type',
    'calendar_event',
    'notification',
    'activity_log',
  ] as const;
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await t.db.kysely.selectFrom(table).selectAll().execute();
    out[table] = rows.map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? Number(v) : v))).sort();
  }
  return out;
}

/**
 * For the authorization matrix: a pending request (filed by the admin) that the given user may act on —
 * they lead the requester's team — or, with `as: 'requester'`, may cancel because it is their own.
 */
export async function matrixRequest(
  t: TestApp,
  kind: Kind,
  userId: number,
  as: 'lead' | 'requester' = 'lead',
): Promise<number> {
  const team = await insertTeam(t);
  const lead = await insertEmployee(t, { teamId: team, firstName: 'Lead' });
  const member = await insertEmployee(t, { teamId: team, firstName: 'Member' });
  await t.db.kysely.updateTable('team').set({ lead_id: lead }).where('id', '=', team).execute();
  await t.db.kysely
    .updateTable('sys_user')
    .set({ employee_id: as === 'lead' ? lead : member })
    .where('id', '=', userId)
    .execute();
  return (await file(t, kind, await matrixBody(t, kind, member))).id;
}

/** A valid create body of a kind for a fresh employee (or the given one). */
export async function matrixBody(t: TestApp, kind: Kind, employeeId?: number) {
  const employee = employeeId ?? (await insertEmployee(t));
  if (kind === 'leave-request') return leaveBody(employee, await createLeaveType(t), mondayAfter(14));
  if (kind === 'overtime-request') return overtimeBody(employee, workdayAgo(2));
  return postClockBody(employee, workdayAgo(2));
}

export async function insertCalendarEvent(t: TestApp): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await t.db.kysely
    .insertInto('calendar_event')
    .values({
      title: unique('Holiday '),
      event_date: '2027-04-14',
      kind: 'holiday',
      description: '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A leave request written straight into the tables (no approval chain), pending or approved. */
export async function insertLeave(
  t: TestApp,
  leaveTypeId: number,
  employeeId: number,
  start: string,
  end: string,
  status: 'approve' | 'pending',
): Promise<number> {
  const at = new Date().toISOString();
  const { id } = await t.db.kysely
    .insertInto('approval_request')
    .values({
      kind: 'leave',
      employee_id: employeeId,
      status,
      version: 1,
      current_step: null,
      start_date: start,
      end_date: end,
      reason: 'Family',
      filed_by_id: null,
      filed_by_username: null,
      decided_by_id: null,
      decided_by_username: null,
      decided_at: null,
      decision_comment: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.kysely
    .insertInto('leave_request')
    .values({
      request_id: id,
      leave_type_id: leaveTypeId,
      start_half: 0,
      end_half: 0,
      days: 1,
      attachment: null,
    })
    .execute();
  return id;
}
