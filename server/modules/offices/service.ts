// Offices: where employees work, with a geofence radius for clock-in.
import type { Kysely } from 'kysely';
import type { OfficeBody, OfficeItem } from '../../../contract/api/organisation.ts';
import type { Database } from '../../db/database.ts';
import { nowIso, toNumber } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { uniqueOr409 } from '../../lib/crud.ts';
import { containsText } from '../../lib/like.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { logActivity } from '../activity-log/repository.ts';

function matching(db: Kysely<DB>, q?: string) {
  return db
    .selectFrom('office as o')
    .$if(!!q, (qb) => qb.where((eb) => eb.or([containsText('o.name', q!), containsText('o.address', q!)])));
}

function selectOffices(db: Kysely<DB>, q?: string) {
  return matching(db, q).select((eb) => [
      'o.id', 'o.name', 'o.address', 'o.latitude', 'o.longitude', 'o.radius_m', 'o.created_at',
      eb.selectFrom('employee_office as eo').select(eb.fn.countAll().as('n')).whereRef('eo.office_id', '=', 'o.id').as('employee_count'),
    ]);
}

const toItem = (r: Awaited<ReturnType<ReturnType<typeof selectOffices>['executeTakeFirstOrThrow']>>): OfficeItem => ({
  ...r,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
  employee_count: toNumber(r.employee_count),
});

export async function listOffices(db: Database, query: { page: number; limit: number; q?: string }) {
  const [rows, count] = await Promise.all([
    selectOffices(db.kysely, query.q).orderBy('o.name').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
    matching(db.kysely, query.q).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toItem), metadata: pageMetadata(query.page, query.limit, toNumber(count.n)) };
}

export async function getOffice(db: Kysely<DB>, id: number): Promise<OfficeItem> {
  const row = await selectOffices(db).where('o.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Office not found');
  return toItem(row);
}

const taken = (name: string) => `office '${name}' already exists.`;

export function createOffice(db: Database, actor: Actor, body: OfficeBody) {
  return uniqueOr409(taken(body.name), () =>
    db.tx(async (trx) => {
      const now = nowIso();
      const { id } = await trx.insertInto('office').values({ ...body, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      await logActivity(trx, actor, { action: 'create', resource: 'office', recordId: id, after: body });
      return getOffice(trx, id);
    }),
  );
}

export function updateOffice(db: Database, actor: Actor, id: number, body: OfficeBody) {
  return uniqueOr409(taken(body.name), () =>
    db.tx(async (trx) => {
      const before = await getOffice(trx, id);
      await trx.updateTable('office').set({ ...body, updated_at: nowIso() }).where('id', '=', id).execute();
      await logActivity(trx, actor, { action: 'update', resource: 'office', recordId: id, before, after: body });
      return getOffice(trx, id);
    }),
  );
}

export function deleteOffice(db: Database, actor: Actor, id: number) {
  return db.tx(async (trx) => {
    const before = await getOffice(trx, id);
    if (before.employee_count > 0) {
      throw conflict(`This office still has ${before.employee_count} ${before.employee_count === 1 ? 'employee' : 'employees'}; move them first.`);
    }
    await trx.deleteFrom('office').where('id', '=', id).execute();
    await logActivity(trx, actor, { action: 'delete', resource: 'office', recordId: id, before });
  });
}
