// Department and team rows: the queries behind the departments service. Each function takes the database or
// the caller's transaction first.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

import { containsText } from '../../lib/like.ts';

export interface PageWindow {
  page: number;
  limit: number;
}
const offset = (w: PageWindow) => (w.page - 1) * w.limit;

// --- departments

function departments(db: Kysely<DB>, q?: string) {
  return db.selectFrom('department as d').$if(!!q, (qb) => qb.where(containsText('d.name', q!)));
}

function selectDepartments(db: Kysely<DB>, q?: string) {
  return departments(db, q)
    .leftJoin('employee as m', 'm.id', 'd.manager_id')
    .select((eb) => [
      'd.id',
      'd.name',
      'd.description',
      'd.created_at',
      'm.id as manager_id',
      'm.first_name',
      'm.last_name',
      'm.staff_id',
      eb
        .selectFrom('team as t')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.department_id', '=', 'd.id')
        .as('team_count'),
      eb
        .selectFrom('employee as e')
        .innerJoin('team as t', 't.id', 'e.team_id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.department_id', '=', 'd.id')
        .as('member_count'),
    ]);
}

export type DepartmentRow = Awaited<ReturnType<ReturnType<typeof selectDepartments>['executeTakeFirstOrThrow']>>;

export function findDepartments(db: Kysely<DB>, filter: { q?: string }, window: PageWindow): Promise<DepartmentRow[]> {
  return selectDepartments(db, filter.q).orderBy('d.name').limit(window.limit).offset(offset(window)).execute();
}

export async function countDepartments(db: Kysely<DB>, filter: { q?: string }): Promise<number> {
  const row = await departments(db, filter.q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findDepartment(db: Kysely<DB>, id: number): Promise<DepartmentRow | undefined> {
  return selectDepartments(db).where('d.id', '=', id).executeTakeFirst();
}

export interface DepartmentValues {
  name: string;
  description: string;
  manager_id: number | null;
}

export async function insertDepartment(db: Kysely<DB>, values: DepartmentValues, now: string): Promise<number> {
  const row = await db
    .insertInto('department')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDepartment(
  db: Kysely<DB>,
  id: number,
  values: DepartmentValues,
  now: string,
): Promise<void> {
  await db
    .updateTable('department')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The department and its teams (the service checks nobody is a member first). */
export async function deleteDepartment(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('team').where('department_id', '=', id).execute();
  await db.deleteFrom('department').where('id', '=', id).execute();
}

/** Case-insensitive lookup by name (the demo seed finds what is already there). */
export async function findDepartmentIdByName(db: Kysely<DB>, name: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('department')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  return row?.id;
}

// --- teams

export interface TeamFilter {
  q?: string;
  department_id?: number;
}

function teams(db: Kysely<DB>, f: TeamFilter) {
  return db
    .selectFrom('team as t')
    .$if(!!f.q, (qb) => qb.where(containsText('t.name', f.q!)))
    .$if(!!f.department_id, (qb) => qb.where('t.department_id', '=', f.department_id!));
}

function selectTeams(db: Kysely<DB>, f: TeamFilter = {}) {
  return teams(db, f)
    .innerJoin('department as d', 'd.id', 't.department_id')
    .leftJoin('employee as l', 'l.id', 't.lead_id')
    .select((eb) => [
      't.id',
      't.name',
      't.created_at',
      'd.id as department_id',
      'd.name as department_name',
      'l.id as lead_id',
      'l.first_name',
      'l.last_name',
      'l.staff_id',
      eb
        .selectFrom('employee as e')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('e.team_id', '=', 't.id')
        .as('member_count'),
    ]);
}

export type TeamRow = Awaited<ReturnType<ReturnType<typeof selectTeams>['executeTakeFirstOrThrow']>>;

export function findTeams(db: Kysely<DB>, filter: TeamFilter, window: PageWindow): Promise<TeamRow[]> {
  return selectTeams(db, filter)
    .orderBy('d.name')
    .orderBy('t.name')
    .limit(window.limit)
    .offset(offset(window))
    .execute();
}

export async function countTeams(db: Kysely<DB>, filter: TeamFilter): Promise<number> {
  const row = await teams(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findTeam(db: Kysely<DB>, id: number): Promise<TeamRow | undefined> {
  return selectTeams(db).where('t.id', '=', id).executeTakeFirst();
}

export interface TeamValues {
  name: string;
  department_id: number;
  lead_id: number | null;
}

export async function insertTeam(db: Kysely<DB>, values: TeamValues, now: string): Promise<number> {
  const row = await db
    .insertInto('team')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTeam(db: Kysely<DB>, id: number, values: TeamValues, now: string): Promise<void> {
  await db
    .updateTable('team')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteTeam(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('team').where('id', '=', id).execute();
}
