// Departments contain teams; a department has a manager and a team a lead (both employees).
import type { Kysely } from 'kysely';
import type { DepartmentBody, DepartmentItem, TeamBody, TeamItem } from '../../../contract/api/organisation.ts';
import type { Database } from '../../db/database.ts';
import { nowIso, toNumber } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { assertExists, fullName, uniqueOr409 } from '../../lib/crud.ts';
import { containsText } from '../../lib/like.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { logActivity } from '../activity-log/repository.ts';

const members = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`;
const person = (id: number | null, first: string | null, last: string | null, staffId: string | null) =>
  id == null ? null : { id, name: fullName({ first_name: first ?? '', last_name: last ?? '' }), staff_id: staffId ?? '' };

// --- departments

function departments(db: Kysely<DB>, q?: string) {
  return db.selectFrom('department as d').$if(!!q, (qb) => qb.where(containsText('d.name', q!)));
}

function selectDepartments(db: Kysely<DB>, q?: string) {
  return departments(db, q)
    .leftJoin('employee as m', 'm.id', 'd.manager_id')
    .select((eb) => [
      'd.id', 'd.name', 'd.description', 'd.created_at', 'm.id as manager_id', 'm.first_name', 'm.last_name', 'm.staff_id',
      eb.selectFrom('team as t').select(eb.fn.countAll().as('n')).whereRef('t.department_id', '=', 'd.id').as('team_count'),
      eb
        .selectFrom('employee as e')
        .innerJoin('team as t', 't.id', 'e.team_id')
        .select(eb.fn.countAll().as('n'))
        .whereRef('t.department_id', '=', 'd.id')
        .as('member_count'),
    ]);
}

type DepartmentRow = Awaited<ReturnType<ReturnType<typeof selectDepartments>['executeTakeFirstOrThrow']>>;
const toDepartment = (r: DepartmentRow): DepartmentItem => ({
  id: r.id,
  name: r.name,
  description: r.description,
  manager: person(r.manager_id, r.first_name, r.last_name, r.staff_id),
  team_count: toNumber(r.team_count),
  member_count: toNumber(r.member_count),
  created_at: r.created_at,
});

export async function listDepartments(db: Database, query: { page: number; limit: number; q?: string }) {
  const [rows, count] = await Promise.all([
    selectDepartments(db.kysely, query.q).orderBy('d.name').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
    departments(db.kysely, query.q).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toDepartment), metadata: pageMetadata(query.page, query.limit, toNumber(count.n)) };
}

export async function getDepartment(db: Kysely<DB>, id: number): Promise<DepartmentItem> {
  const row = await selectDepartments(db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Department not found');
  return toDepartment(row);
}

const departmentTaken = (name: string) => `department '${name}' already exists.`;

export function createDepartment(db: Database, actor: Actor, body: DepartmentBody) {
  return uniqueOr409(departmentTaken(body.name), () =>
    db.tx(async (trx) => {
      await assertExists(trx, 'employee', [body.manager_id], 'manager_id');
      const now = nowIso();
      const { id } = await trx
        .insertInto('department')
        .values({ name: body.name, description: body.description ?? '', manager_id: body.manager_id ?? null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await logActivity(trx, actor, { action: 'create', resource: 'department', recordId: id, after: body });
      return getDepartment(trx, id);
    }),
  );
}

export function updateDepartment(db: Database, actor: Actor, id: number, body: DepartmentBody) {
  return uniqueOr409(departmentTaken(body.name), () =>
    db.tx(async (trx) => {
      const before = await getDepartment(trx, id);
      await assertExists(trx, 'employee', [body.manager_id], 'manager_id');
      await trx
        .updateTable('department')
        .set({ name: body.name, description: body.description ?? '', manager_id: body.manager_id ?? null, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await logActivity(trx, actor, { action: 'update', resource: 'department', recordId: id, before, after: body });
      return getDepartment(trx, id);
    }),
  );
}

/** Refused while anyone is a member; its empty teams go with it. */
export function deleteDepartment(db: Database, actor: Actor, id: number) {
  return db.tx(async (trx) => {
    const before = await getDepartment(trx, id);
    if (before.member_count > 0) throw conflict(`This department still has ${members(before.member_count)}; move them first.`);
    await trx.deleteFrom('team').where('department_id', '=', id).execute();
    await trx.deleteFrom('department').where('id', '=', id).execute();
    await logActivity(trx, actor, { action: 'delete', resource: 'department', recordId: id, before });
  });
}

// --- teams

function teams(db: Kysely<DB>, f: { q?: string; department_id?: number }) {
  return db
    .selectFrom('team as t')
    .$if(!!f.q, (qb) => qb.where(containsText('t.name', f.q!)))
    .$if(!!f.department_id, (qb) => qb.where('t.department_id', '=', f.department_id!));
}

function selectTeams(db: Kysely<DB>, f: { q?: string; department_id?: number } = {}) {
  return teams(db, f)
    .innerJoin('department as d', 'd.id', 't.department_id')
    .leftJoin('employee as l', 'l.id', 't.lead_id')
    .select((eb) => [
      't.id', 't.name', 't.created_at', 'd.id as department_id', 'd.name as department_name',
      'l.id as lead_id', 'l.first_name', 'l.last_name', 'l.staff_id',
      eb.selectFrom('employee as e').select(eb.fn.countAll().as('n')).whereRef('e.team_id', '=', 't.id').as('member_count'),
    ]);
}

type TeamRow = Awaited<ReturnType<ReturnType<typeof selectTeams>['executeTakeFirstOrThrow']>>;
const toTeam = (r: TeamRow): TeamItem => ({
  id: r.id,
  name: r.name,
  department: { id: r.department_id, name: r.department_name },
  lead: person(r.lead_id, r.first_name, r.last_name, r.staff_id),
  member_count: toNumber(r.member_count),
  created_at: r.created_at,
});

export async function listTeams(db: Database, query: { page: number; limit: number; q?: string; department_id?: number }) {
  const [rows, count] = await Promise.all([
    selectTeams(db.kysely, query).orderBy('d.name').orderBy('t.name').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
    teams(db.kysely, query).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toTeam), metadata: pageMetadata(query.page, query.limit, toNumber(count.n)) };
}

export async function getTeam(db: Kysely<DB>, id: number): Promise<TeamItem> {
  const row = await selectTeams(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Team not found');
  return toTeam(row);
}

const teamTaken = (name: string) => `team '${name}' already exists in this department.`;

export function createTeam(db: Database, actor: Actor, body: TeamBody) {
  return uniqueOr409(teamTaken(body.name), () =>
    db.tx(async (trx) => {
      await assertExists(trx, 'department', [body.department_id], 'department_id');
      await assertExists(trx, 'employee', [body.lead_id], 'lead_id');
      const now = nowIso();
      const { id } = await trx
        .insertInto('team')
        .values({ name: body.name, department_id: body.department_id, lead_id: body.lead_id ?? null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await logActivity(trx, actor, { action: 'create', resource: 'team', recordId: id, after: body });
      return getTeam(trx, id);
    }),
  );
}

export function updateTeam(db: Database, actor: Actor, id: number, body: TeamBody) {
  return uniqueOr409(teamTaken(body.name), () =>
    db.tx(async (trx) => {
      const before = await getTeam(trx, id);
      await assertExists(trx, 'department', [body.department_id], 'department_id');
      await assertExists(trx, 'employee', [body.lead_id], 'lead_id');
      await trx
        .updateTable('team')
        .set({ name: body.name, department_id: body.department_id, lead_id: body.lead_id ?? null, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await logActivity(trx, actor, { action: 'update', resource: 'team', recordId: id, before, after: body });
      return getTeam(trx, id);
    }),
  );
}

export function deleteTeam(db: Database, actor: Actor, id: number) {
  return db.tx(async (trx) => {
    const before = await getTeam(trx, id);
    if (before.member_count > 0) throw conflict(`This team still has ${members(before.member_count)}; move them first.`);
    await trx.deleteFrom('team').where('id', '=', id).execute();
    await logActivity(trx, actor, { action: 'delete', resource: 'team', recordId: id, before });
  });
}
