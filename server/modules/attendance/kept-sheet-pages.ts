// Sheet pages kept as the bytes sent, and sent again while nothing the sheet reads has changed. At month-end
// several officers page through the same month over and over, and making a page of 100 takes 7 to 19 ms of the
// API's CPU (its queries, 3,100 cells, 165 KB of JSON); sending a kept one takes a read of three rows.
//
// A page is kept under the sheet's input versions (migration 037), read before the page is made, and the
// business day (a new day settles the days before it). The database moves a version with every committed change
// to a sheet input, whichever process makes it, so a change is seen on the next read; a page made from data newer
// than its version is only made once more. The days are versioned by calendar month, so today's clock-ins do not
// send last month's pages to be made again.
import type { Kysely } from 'kysely';
import { addMonths } from '../../../contract/dates.ts';
import type { SheetQuery } from '../../../contract/api/attendance.ts';
import type { DB } from '../../db/schema.ts';
import { businessToday } from '../../lib/time.ts';

/** About 10 MB at 165 KB a page: a month's 50 pages at 5,000 employees, and some searches. */
const KEPT_PAGES = 64;

/**
 * One number for the inputs of a period named `month`: the versions of everything but the days, and of the days
 * of the two calendar months a period can touch (it starts in the month before with a start day past the 1st).
 * Each only goes up, so their sum goes up with any of them.
 */
export async function sheetInputVersion(db: Kysely<DB>, month: string): Promise<number> {
  const row = await db
    .selectFrom('sheet_input_version')
    .select((eb) => eb.fn.sum<number | string | null>('version').as('version'))
    .where('scope', 'in', ['', addMonths(month, -1), month])
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

export class KeptSheetPages {
  /** In the order last used: the first is let go first. */
  private readonly pages = new Map<string, { version: number; bytes: Buffer }>();

  constructor(private readonly limit = KEPT_PAGES) {}

  /** The page `query` names: kept, if its inputs have not changed since it was made; else `make`'s, then kept. */
  async answer(db: Kysely<DB>, query: SheetQuery, make: () => Promise<Buffer>): Promise<Buffer> {
    const key = `${businessToday()} ${JSON.stringify(query)}`;
    const version = await sheetInputVersion(db, query.month);
    const kept = this.pages.get(key);
    if (kept?.version === version) {
      this.pages.delete(key);
      this.pages.set(key, kept);
      return kept.bytes;
    }
    // A copy: the bytes made may be a view of a larger buffer.
    const bytes = Buffer.from(await make());
    const now = this.pages.get(key);
    // A request that read a later version may have kept its page meanwhile.
    if (now && now.version > version) return bytes;
    this.pages.delete(key);
    this.pages.set(key, { version, bytes });
    if (this.pages.size > this.limit) this.pages.delete(this.pages.keys().next().value!);
    return bytes;
  }
}
