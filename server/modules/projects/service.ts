// Projects: a code, an optional department, members and a date span.
import type { Kysely } from 'kysely';
import type { ProjectBody, ProjectItem } from '../../../contract/api/organisation.ts';
import type { Database } from '../../db/database.ts';
import { nowIso, toNumber } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { assertExists, fullName, uniqueOr409 } from '../../lib/crud.ts';
import { containsText } from '../../lib/like.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { logActivity } from '../activity-log/repository.ts';

function projects(db: Kysely<DB>, f: { q?: string; department_id?: number }) {
  return db
    .selectFrom('project as p')
    .$if(!!f.q, (qb) => qb.where((eb) => eb.or([containsText('p.name', f.q!), containsText('p.code', f.q!)])))
    .$if(!!f.department_id, (qb) => qb.where('p.department_id', '=', f.department_id!));
}

async function toItems(db: Kysely<DB>, rows: Array<{ id: number; name: string; code: string; department_id: number | null; department_name: string | null; start_date: string; end_date: string | null; description: string; created_at: string }>): Promise<ProjectItem[]> {
  const ids = rows.map((r) => r.id);
  const memberRows = ids.length
    ? await db
        .selectFrom('project_member as pm')
        .innerJoin('employee as e', 'e.id', 'pm.employee_id')
        .select(['pm.project_id', 'e.id', 'e.first_name', 'e.last_name', 'e.staff_id'])
        .where('pm.project_id', 'in', ids)
        .orderBy('e.first_name')
        .execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    department: r.department_id == null ? null : { id: r.department_id, name: r.department_name ?? '' },
    members: memberRows.filter((m) => m.project_id === r.id).map((m) => ({ id: m.id, name: fullName(m), staff_id: m.staff_id })),
    start_date: r.start_date,
    end_date: r.end_date,
    description: r.description,
    created_at: r.created_at,
  }));
}

function selectProjects(db: Kysely<DB>, f: { q?: string; department_id?: number } = {}) {
  return projects(db, f)
    .leftJoin('department as d', 'd.id', 'p.department_id')
    .select(['p.id', 'p.name', 'p.code', 'p.department_id', 'd.name as department_name', 'p.start_date', 'p.end_date', 'p.description', 'p.created_at']);
}

export async function listProjects(db: Database, query: { page: number; limit: number; q?: string; department_id?: number }) {
  const [rows, count] = await Promise.all([
    selectProjects(db.kysely, query).orderBy('p.start_date', 'desc').orderBy('p.id', 'desc').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
    projects(db.kysely, query).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: await toItems(db.kysely, rows), metadata: pageMetadata(query.page, query.limit, toNumber(count.n)) };
}

export async function getProject(db: Kysely<DB>, id: number): Promise<ProjectItem> {
  const row = await selectProjects(db).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Project not found');
  return (await toItems(db, [row]))[0];
}

async function write(trx: Kysely<DB>, body: ProjectBody, id?: number): Promise<number> {
  await assertExists(trx, 'department', [body.department_id], 'department_id');
  await assertExists(trx, 'employee', body.member_ids, 'member_ids');
  const values = {
    name: body.name,
    code: body.code.toUpperCase(),
    department_id: body.department_id ?? null,
    start_date: body.start_date,
    end_date: body.end_date ?? null,
    description: body.description ?? '',
    updated_at: nowIso(),
  };
  if (id === undefined) {
    ({ id } = await trx.insertInto('project').values({ ...values, created_at: values.updated_at }).returning('id').executeTakeFirstOrThrow());
  } else {
    await trx.updateTable('project').set(values).where('id', '=', id).execute();
  }
  await trx.deleteFrom('project_member').where('project_id', '=', id).execute();
  const memberIds = [...new Set(body.member_ids)];
  if (memberIds.length) await trx.insertInto('project_member').values(memberIds.map((employee_id) => ({ project_id: id!, employee_id }))).execute();
  return id;
}

const codeTaken = (code: string) => `project code '${code.toUpperCase()}' already exists.`;

export function createProject(db: Database, actor: Actor, body: ProjectBody) {
  return uniqueOr409(codeTaken(body.code), () =>
    db.tx(async (trx) => {
      const id = await write(trx, body);
      await logActivity(trx, actor, { action: 'create', resource: 'project', recordId: id, after: body });
      return getProject(trx, id);
    }),
  );
}

export function updateProject(db: Database, actor: Actor, id: number, body: ProjectBody) {
  return uniqueOr409(codeTaken(body.code), () =>
    db.tx(async (trx) => {
      const before = await getProject(trx, id);
      await write(trx, body, id);
      await logActivity(trx, actor, { action: 'update', resource: 'project', recordId: id, before, after: body });
      return getProject(trx, id);
    }),
  );
}

export function deleteProject(db: Database, actor: Actor, id: number) {
  return db.tx(async (trx) => {
    const before = await getProject(trx, id);
    await trx.deleteFrom('project').where('id', '=', id).execute();
    await logActivity(trx, actor, { action: 'delete', resource: 'project', recordId: id, before });
  });
}
