// Checks a service makes around its writes, answered as the API's errors: a unique-index race becomes the
// area's own 409, and referenced ids that do not exist become a 400 on the field that named them.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { fieldLabel } from '../../contract/field-labels.ts';
import { badRequest, conflict } from './errors.ts';
import { isUniqueViolation } from './error-handler.ts';

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

/** "Team does not exist.", or for a list of ids ("office_ids") "One of the offices does not exist." */
const missing = (field: string) =>
  field.endsWith('_ids')
    ? `One of the ${fieldLabel(field).toLowerCase()} does not exist.`
    : `${fieldLabel(field)} does not exist.`;

/** 400 on `field` unless every id exists in `table` (null and undefined ids are "none", not missing). */
export async function assertExists(
  db: Kysely<DB>,
  table: Referable,
  ids: Array<number | null | undefined>,
  field: string,
) {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (wanted.length === 0) return;
  const rows = await db.selectFrom(table).select('id').where('id', 'in', wanted).execute();
  if (rows.length !== wanted.length) throw badRequest([{ field, message: missing(field) }]);
}
