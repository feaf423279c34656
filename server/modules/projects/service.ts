// Projects: a code (kept upper case and unique), an optional department, members and a date span.
import type { Kysely } from 'kysely';
import type { ProjectBody, ProjectItem } from '../../../contract/api/projects.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Page } from '../../http/list-route.ts';
import type { Actor } from '../../http/route.ts';
import { assertExists, uniqueOr409 } from '../../http/write-guards.ts';
import { fullName } from '../../lib/names.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { logActivity } from '../activity-log/service.ts';
import * as repo from './repository.ts';

/** Rows with their members (one query for the whole page). */
async function toItems(db: Kysely<DB>, rows: repo.ProjectRow[]): Promise<ProjectItem[]> {
  const members = await repo.findMembers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    department: r.department_id == null ? null : { id: r.department_id, name: r.department_name ?? '' },
    members: members
      .filter((m) => m.project_id === r.id)
      .map((m) => ({ id: m.id, name: fullName(m), staff_id: m.staff_id })),
    start_date: r.start_date,
    end_date: r.end_date,
    description: r.description,
    created_at: r.created_at,
  }));
}

export async function listProjects(
  db: Database,
  query: { page: number; limit: number; q?: string; department_id?: number },
): Promise<Page<ProjectItem>> {
  const [rows, total] = await Promise.all([
    repo.findProjects(db.kysely, query, query),
    repo.countProjects(db.kysely, query),
  ]);
  return { data: await toItems(db.kysely, rows), metadata: pageMetadata(query.page, query.limit, total) };
}

async function projectIn(db: Kysely<DB>, id: number): Promise<ProjectItem> {
  const row = await repo.findProject(db, id);
  if (!row) throw notFound('Project not found');
  return (await toItems(db, [row]))[0];
}

export const getProject = (db: Database, id: number) => projectIn(db.kysely, id);

/** Checks the references, then writes the project and its member list; answers its id. */
async function write(trx: Kysely<DB>, body: ProjectBody, id?: number): Promise<number> {
  await assertExists(trx, 'department', [body.department_id], 'department_id');
  await assertExists(trx, 'employee', body.member_ids, 'member_ids');
  const values: repo.ProjectValues = {
    name: body.name,
    code: body.code.toUpperCase(),
    department_id: body.department_id ?? null,
    start_date: body.start_date,
    end_date: body.end_date ?? null,
    description: body.description ?? '',
  };
  const now = nowIso();
  if (id === undefined) id = await repo.insertProject(trx, values, now);
  else await repo.updateProject(trx, id, values, now);
  await repo.replaceMembers(trx, id, [...new Set(body.member_ids)]);
  return id;
}

const codeTaken = (code: string) => `project code '${code.toUpperCase()}' already exists.`;

export function createProject(db: Database, actor: Actor, body: ProjectBody): Promise<ProjectItem> {
  return uniqueOr409(codeTaken(body.code), () =>
    db.tx(async (trx) => {
      const id = await write(trx, body);
      await logActivity(trx, actor, { action: 'create', resource: 'project', recordId: id, after: body });
      return projectIn(trx, id);
    }),
  );
}

export function updateProject(db: Database, actor: Actor, id: number, body: ProjectBody): Promise<ProjectItem> {
  return uniqueOr409(codeTaken(body.code), () =>
    db.tx(async (trx) => {
      const before = await projectIn(trx, id);
      await write(trx, body, id);
      await logActivity(trx, actor, { action: 'update', resource: 'project', recordId: id, before, after: body });
      return projectIn(trx, id);
    }),
  );
}

export function deleteProject(db: Database, actor: Actor, id: number): Promise<void> {
  return db.tx(async (trx) => {
    const before = await projectIn(trx, id);
    await repo.deleteProject(trx, id);
    await logActivity(trx, actor, { action: 'delete', resource: 'project', recordId: id, before });
  });
}
