// Project and project-member rows: the queries behind the projects service. Each function takes the database
// or the caller's transaction first.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

import { containsText } from '../../lib/like.ts';

export interface ProjectFilter {
  q?: string;
  department_id?: number;
}

function projects(db: Kysely<DB>, f: ProjectFilter) {
  return db
    .selectFrom('project as p')
    .$if(!!f.q, (qb) => qb.where((eb) => eb.or([containsText('p.name', f.q!), containsText('p.code', f.q!)])))
    .$if(!!f.department_id, (qb) => qb.where('p.department_id', '=', f.department_id!));
}

function selectProjects(db: Kysely<DB>, f: ProjectFilter = {}) {
  return projects(db, f)
    .leftJoin('department as d', 'd.id', 'p.department_id')
    .select([
      'p.id',
      'p.name',
      'p.code',
      'p.department_id',
      'd.name as department_name',
      'p.start_date',
      'p.end_date',
      'p.description',
      'p.created_at',
    ]);
}

export type ProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['executeTakeFirstOrThrow']>>;

/** Newest start first. */
export function findProjects(
  db: Kysely<DB>,
  filter: ProjectFilter,
  window: { page: number; limit: number },
): Promise<ProjectRow[]> {
  return selectProjects(db, filter)
    .orderBy('p.start_date', 'desc')
    .orderBy('p.id', 'desc')
    .limit(window.limit)
    .offset((window.page - 1) * window.limit)
    .execute();
}

export async function countProjects(db: Kysely<DB>, filter: ProjectFilter): Promise<number> {
  const row = await projects(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findProject(db: Kysely<DB>, id: number): Promise<ProjectRow | undefined> {
  return selectProjects(db).where('p.id', '=', id).executeTakeFirst();
}

/** The members of these projects, by first name. */
export function findMembers(db: Kysely<DB>, projectIds: number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('project_member as pm')
    .innerJoin('employee as e', 'e.id', 'pm.employee_id')
    .select(['pm.project_id', 'e.id', 'e.first_name', 'e.last_name', 'e.staff_id'])
    .where('pm.project_id', 'in', projectIds)
    .orderBy('e.first_name')
    .execute();
}

export type MemberRow = Awaited<ReturnType<typeof findMembers>>[number];

export interface ProjectValues {
  name: string;
  code: string;
  department_id: number | null;
  start_date: string;
  end_date: string | null;
  description: string;
}

export async function insertProject(db: Kysely<DB>, values: ProjectValues, now: string): Promise<number> {
  const row = await db
    .insertInto('project')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProject(db: Kysely<DB>, id: number, values: ProjectValues, now: string): Promise<void> {
  await db
    .updateTable('project')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function replaceMembers(db: Kysely<DB>, projectId: number, employeeIds: number[]): Promise<void> {
  await db.deleteFrom('project_member').where('project_id', '=', projectId).execute();
  if (employeeIds.length === 0) return;
  await db
    .insertInto('project_member')
    .values(employeeIds.map((employee_id) => ({ project_id: projectId, employee_id })))
    .execute();
}

export async function deleteProject(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('project').where('id', '=', id).execute();
}
