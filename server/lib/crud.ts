// Small shared pieces of the directory modules.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { isUniqueViolation } from '../http/error-handler.ts';

/** Runs work; a unique-index violation (a race past the service's own check) becomes the given 409. */
export async function uniqueOr409<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

type Referable = 'employee' | 'team' | 'department' | 'office';

/** 400 on `field` unless every id exists in `table`. */
export async function assertExists(db: Kysely<DB>, table: Referable, ids: Array<number | null | undefined>, field: string) {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (wanted.length === 0) return;
  const rows = await db.selectFrom(table).select('id').where('id', 'in', wanted).execute();
  if (rows.length !== wanted.length) throw badRequest([{ field, message: `${field} does not exist.` }]);
}

export function fullName(p: { first_name: string; last_name: string }): string {
  return `${p.first_name} ${p.last_name}`;
}
