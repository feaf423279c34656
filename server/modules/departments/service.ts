// Departments contain teams; a department has a manager and a team a lead (both employees). The rules live
// here (a manager must exist, a department with members stays); the queries in repository.ts.
import type { Kysely } from 'kysely';
import type { EmployeeItem } from '../../../contract/api/employees.ts';
import type {
  DepartmentBody,
  DepartmentItem,
  DepartmentMembersQuery,
  TeamBody,
  TeamItem,
} from '../../../contract/api/departments.ts';
import type { Database } from '../../db/database.ts';

import { nowIso } from '../../lib/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Page } from '../../http/list-route.ts';
import type { Actor } from '../../http/route.ts';
import { assertExists, uniqueOr409 } from '../../http/write-guards.ts';
import { fullName } from '../../lib/names.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { logActivity } from '../activity-log/service.ts';
import { listEmployees } from '../employees/service.ts';
import * as repo from './repository.ts';

const members = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`;
const person = (id: number | null, first: string | null, last: string | null, staffId: string | null) =>
  id == null
    ? null
    : { id, name: fullName({ first_name: first ?? '', last_name: last ?? '' }), staff_id: staffId ?? '' };

// --- departments

const toDepartment = (r: repo.DepartmentRow): DepartmentItem => ({
  id: r.id,
  name: r.name,
  description: r.description,
  manager: person(r.manager_id, r.first_name, r.last_name, r.staff_id),
  team_count: r.team_count ?? 0,
  member_count: r.member_count ?? 0,
  created_at: r.created_at,
});

export async function listDepartments(
  db: Database,
  query: { page: number; limit: number; q?: string },
): Promise<Page<DepartmentItem>> {
  const [rows, total] = await Promise.all([
    repo.findDepartments(db.kysely, query, query),
    repo.countDepartments(db.kysely, query),
  ]);
  return { data: rows.map(toDepartment), metadata: pageMetadata(query.page, query.limit, total) };
}

async function departmentIn(db: Kysely<DB>, id: number): Promise<DepartmentItem> {
  const row = await repo.findDepartment(db, id);
  if (!row) throw notFound('Department not found');
  return toDepartment(row);
}

export const getDepartment = (db: Database, id: number) => departmentIn(db.kysely, id);

/** The members page is the employee list filtered to one department (404 for a department that is not there). */
export async function listMembers(
  db: Database,
  id: number,
  query: DepartmentMembersQuery,
): Promise<Page<EmployeeItem>> {
  await departmentIn(db.kysely, id);
  return listEmployees(db, { ...query, department_id: id });
}

const departmentTaken = (name: string) => `department '${name}' already exists.`;
const departmentValues = (body: DepartmentBody): repo.DepartmentValues => ({
  name: body.name,
  description: body.description ?? '',
  manager_id: body.manager_id ?? null,
});

export function createDepartment(db: Database, actor: Actor, body: DepartmentBody): Promise<DepartmentItem> {
  return uniqueOr409(departmentTaken(body.name), () =>
    db.tx(async (trx) => {
      await assertExists(trx, 'employee', [body.manager_id], 'manager_id');
      const id = await repo.insertDepartment(trx, departmentValues(body), nowIso());
      await logActivity(trx, actor, { action: 'create', resource: 'department', recordId: id, after: body });
      return departmentIn(trx, id);
    }),
  );
}

export function updateDepartment(
  db: Database,
  actor: Actor,
  id: number,
  body: DepartmentBody,
): Promise<DepartmentItem> {
  return uniqueOr409(departmentTaken(body.name), () =>
    db.tx(async (trx) => {
      const before = await departmentIn(trx, id);
      await assertExists(trx, 'employee', [body.manager_id], 'manager_id');
      await repo.updateDepartment(trx, id, departmentValues(body), nowIso());
      await logActivity(trx, actor, { action: 'update', resource: 'department', recordId: id, before, after: body });
      return departmentIn(trx, id);
    }),
  );
}

/** Refused while anyone is a member; its empty teams go with it. */
export function deleteDepartment(db: Database, actor: Actor, id: number): Promise<void> {
  return db.tx(async (trx) => {
    const before = await departmentIn(trx, id);
    if (before.member_count > 0)
      throw conflict(`This department still has ${members(before.member_count)}; move them first.`);
    await repo.deleteDepartment(trx, id);
    await logActivity(trx, actor, { action: 'delete', resource: 'department', recordId: id, before });
  });
}

// --- teams

const toTeam = (r: repo.TeamRow): TeamItem => ({
  id: r.id,
  name: r.name,
  department: { id: r.department_id, name: r.department_name },
  lead: person(r.lead_id, r.first_name, r.last_name, r.staff_id),
  member_count: r.member_count ?? 0,
  created_at: r.created_at,
});

export async function listTeams(
  db: Database,
  query: { page: number; limit: number; q?: string; department_id?: number },
): Promise<Page<TeamItem>> {
  const [rows, total] = await Promise.all([repo.findTeams(db.kysely, query, query), repo.countTeams(db.kysely, query)]);
  return { data: rows.map(toTeam), metadata: pageMetadata(query.page, query.limit, total) };
}

async function teamIn(db: Kysely<DB>, id: number): Promise<TeamItem> {
  const row = await repo.findTeam(db, id);
  if (!row) throw notFound('Team not found');
  return toTeam(row);
}

export const getTeam = (db: Database, id: number) => teamIn(db.kysely, id);

const teamTaken = (name: string) => `team '${name}' already exists in this department.`;
const teamValues = (body: TeamBody): repo.TeamValues => ({
  name: body.name,
  department_id: body.department_id,
  lead_id: body.lead_id ?? null,
});

async function checkTeam(trx: Kysely<DB>, body: TeamBody) {
  await assertExists(trx, 'department', [body.department_id], 'department_id');
  await assertExists(trx, 'employee', [body.lead_id], 'lead_id');
}

export function createTeam(db: Database, actor: Actor, body: TeamBody): Promise<TeamItem> {
  return uniqueOr409(teamTaken(body.name), () =>
    db.tx(async (trx) => {
      await checkTeam(trx, body);
      const id = await repo.insertTeam(trx, teamValues(body), nowIso());
      await logActivity(trx, actor, { action: 'create', resource: 'team', recordId: id, after: body });
      return teamIn(trx, id);
    }),
  );
}

export function updateTeam(db: Database, actor: Actor, id: number, body: TeamBody): Promise<TeamItem> {
  return uniqueOr409(teamTaken(body.name), () =>
    db.tx(async (trx) => {
      const before = await teamIn(trx, id);
      await checkTeam(trx, body);
      await repo.updateTeam(trx, id, teamValues(body), nowIso());
      await logActivity(trx, actor, { action: 'update', resource: 'team', recordId: id, before, after: body });
      return teamIn(trx, id);
    }),
  );
}

export function deleteTeam(db: Database, actor: Actor, id: number): Promise<void> {
  return db.tx(async (trx) => {
    const before = await teamIn(trx, id);
    if (before.member_count > 0)
      throw conflict(`This team still has ${members(before.member_count)}; move them first.`);
    await repo.deleteTeam(trx, id);
    await logActivity(trx, actor, { action: 'delete', resource: 'team', recordId: id, before });
  });
}
