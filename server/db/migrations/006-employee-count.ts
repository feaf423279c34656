// The employee list's unfiltered total from a counter (as 004 does for system users): at 100,000 employees
// a count(*) per list request costs milliseconds. Frozen once landed.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { countRows } from './004-row-counts.ts';

export function employeeCount(dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      await countRows(db, dialect, 'employee');
    },
  };
}
