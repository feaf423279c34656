// Offices: where employees work, with a geofence radius for clock-in. An office with employees stays.
import type { Kysely } from 'kysely';
import type { OfficeBody, OfficeItem } from '../../../contract/api/offices.ts';
import type { Database } from '../../db/database.ts';

import { nowIso } from '../../lib/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Page } from '../../http/list-route.ts';
import type { Actor } from '../../http/route.ts';
import { uniqueOr409 } from '../../http/write-guards.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { logActivity } from '../activity-log/service.ts';
import * as repo from './repository.ts';

// PostgreSQL answers numeric columns and counts as strings; the contract has numbers.
const toItem = (r: repo.OfficeRow): OfficeItem => ({
  id: r.id,
  name: r.name,
  address: r.address,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
  radius_m: r.radius_m,
  employee_count: r.employee_count ?? 0,
  created_at: r.created_at,
});

export async function listOffices(
  db: Database,
  query: { page: number; limit: number; q?: string },
): Promise<Page<OfficeItem>> {
  const [rows, total] = await Promise.all([
    repo.findOffices(db.kysely, query, query),
    repo.countOffices(db.kysely, query),
  ]);
  return { data: rows.map(toItem), metadata: pageMetadata(query.page, query.limit, total) };
}

async function officeIn(db: Kysely<DB>, id: number): Promise<OfficeItem> {
  const row = await repo.findOffice(db, id);
  if (!row) throw notFound('Office not found');
  return toItem(row);
}

export const getOffice = (db: Database, id: number) => officeIn(db.kysely, id);

const taken = (name: string) => `office '${name}' already exists.`;

export function createOffice(db: Database, actor: Actor, body: OfficeBody): Promise<OfficeItem> {
  return uniqueOr409(taken(body.name), () =>
    db.tx(async (trx) => {
      const id = await repo.insertOffice(trx, body, nowIso());
      await logActivity(trx, actor, { action: 'create', resource: 'office', recordId: id, after: body });
      return officeIn(trx, id);
    }),
  );
}

export function updateOffice(db: Database, actor: Actor, id: number, body: OfficeBody): Promise<OfficeItem> {
  return uniqueOr409(taken(body.name), () =>
    db.tx(async (trx) => {
      const before = await officeIn(trx, id);
      await repo.updateOffice(trx, id, body, nowIso());
      await logActivity(trx, actor, { action: 'update', resource: 'office', recordId: id, before, after: body });
      return officeIn(trx, id);
    }),
  );
}

export function deleteOffice(db: Database, actor: Actor, id: number): Promise<void> {
  return db.tx(async (trx) => {
    const before = await officeIn(trx, id);
    if (before.employee_count > 0) {
      const n = before.employee_count;
      throw conflict(`This office still has ${n} ${n === 1 ? 'employee' : 'employees'}; move them first.`);
    }
    await repo.deleteOffice(trx, id);
    await logActivity(trx, actor, { action: 'delete', resource: 'office', recordId: id, before });
  });
}
