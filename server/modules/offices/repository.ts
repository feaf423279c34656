// Office rows: the queries behind the offices service. Each function takes the database or the caller's
// transaction first.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

import { containsText } from '../../lib/like.ts';

function matching(db: Kysely<DB>, q?: string) {
  return db
    .selectFrom('office as o')
    .$if(!!q, (qb) => qb.where((eb) => eb.or([containsText('o.name', q!), containsText('o.address', q!)])));
}

function selectOffices(db: Kysely<DB>, q?: string) {
  return matching(db, q).select((eb) => [
    'o.id',
    'o.name',
    'o.address',
    'o.latitude',
    'o.longitude',
    'o.radius_m',
    'o.created_at',
    eb
      .selectFrom('employee_office as eo')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('eo.office_id', '=', 'o.id')
      .as('employee_count'),
  ]);
}

export type OfficeRow = Awaited<ReturnType<ReturnType<typeof selectOffices>['executeTakeFirstOrThrow']>>;

export function findOffices(
  db: Kysely<DB>,
  filter: { q?: string },
  window: { page: number; limit: number },
): Promise<OfficeRow[]> {
  return selectOffices(db, filter.q)
    .orderBy('o.name')
    .limit(window.limit)
    .offset((window.page - 1) * window.limit)
    .execute();
}

export async function countOffices(db: Kysely<DB>, filter: { q?: string }): Promise<number> {
  const row = await matching(db, filter.q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findOffice(db: Kysely<DB>, id: number): Promise<OfficeRow | undefined> {
  return selectOffices(db).where('o.id', '=', id).executeTakeFirst();
}

export interface OfficeValues {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  radius_m: number;
}

export async function insertOffice(db: Kysely<DB>, values: OfficeValues, now: string): Promise<number> {
  const row = await db
    .insertInto('office')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOffice(db: Kysely<DB>, id: number, values: OfficeValues, now: string): Promise<void> {
  await db
    .updateTable('office')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteOffice(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('office').where('id', '=', id).execute();
}

/** Case-insensitive lookup by name (the demo seed finds what is already there). */
export async function findOfficeIdByName(db: Kysely<DB>, name: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('office')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  return row?.id;
}
