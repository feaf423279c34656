// The sheet page kept between reads (kept-sheet-pages.ts): asked for again, the same bytes come back and nothing is
// written; a change to what the sheet shows, made through the API or committed by another process (a second API
// server, an operator's script), shows on the very next read, on both databases.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../contract/dates.ts';
import { sheetInputVersion } from '../../server/modules/attendance/kept-sheet-pages.ts';
import { businessToday } from '../../server/lib/time.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertDepartment, insertEmployee, insertTeam } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';

const SHEET = `${BASE}/attendance/sheet`;
const today = businessToday();
/** The last whole calendar month, as month-end reads it. */
const MONTH = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
let DAY = `${MONTH}-01`;
while (weekday(DAY) === 0 || weekday(DAY) === 6) DAY = addDays(DAY, 1);

const execFileAsync = promisify(execFile);

/** One statement committed by another Node process on the app's database (no server code), as a script would. */
async function inAnotherProcess(t: TestApp, statement: string, params: unknown[]): Promise<void> {
  const script =
    t.dialect === 'sqlite'
      ? `const [url, statement, params] = JSON.parse(process.argv[1]);
         const db = new (require('better-sqlite3'))(url.slice('file:'.length), { timeout: 5000 });
         db.prepare(statement).run(...params);
         db.close();`
      : `const [url, statement, params] = JSON.parse(process.argv[1]);
         const client = new (require('pg').Client)({ connectionString: url });
         client.connect()
           .then(() => client.query(statement.replace(/\\?/g, (() => { let n = 0; return () => '$' + ++n; })()), params))
           .then(() => client.end(), (e) => { console.error(e); process.exit(1); });`;
  await execFileAsync(process.execPath, ['-e', script, JSON.stringify([t.databaseUrl, statement, params])], {
    cwd: path.resolve(import.meta.dirname, '../..'),
  });
}

describe.each(DIALECTS)('the sheet page kept between reads on %s', (dialect) => {
  let t: TestApp;
  let reader: { token: string };
  let alpha: number;
  let bravo: number;

  const staffOf = { alpha: '' };
  /** Device punches in through the import, as a month really fills. */
  const importPunches = async (...rows: string[]) => {
    const imported = await t.call('POST', `${BASE}/attendance/import`, {
      token: t.adminToken,
      headers: { 'content-type': 'text/csv' },
      body: ['staff_id,timestamp,device', ...rows, ''].join('\r\n'),
    });
    expect(imported.statusCode, imported.body).toBe(201);
  };
  const page = async () => {
    const res = await t.call('GET', `${SHEET}?month=${MONTH}&page=1&limit=10`, { token: reader.token });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const rowOf = (res: Awaited<ReturnType<typeof page>>, id: number) =>
    res.json().data.find((r: { employee: { id: number } }) => r.employee.id === id);
  const column = (res: Awaited<ReturnType<typeof page>>) =>
    res.json().period.days.findIndex((d: { date: string }) => d.date === DAY);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    reader = await t.createUser([p('attendance', 'read')]);
    const team = await insertTeam(t, await insertDepartment(t));
    alpha = await insertEmployee(t, { teamId: team, firstName: 'Alpha' });
    bravo = await insertEmployee(t, { teamId: team, firstName: 'Bravo' });
    const { staff_id } = await t.db.kysely
      .selectFrom('employee')
      .select('staff_id')
      .where('id', '=', alpha)
      .executeTakeFirstOrThrow();
    staffOf.alpha = staff_id;
    await importPunches(`${staff_id},${DAY} 08:00,Gate`, `${staff_id},${DAY} 17:00,Gate`);
  });
  afterAll(() => t?.close());

  it('answers a page asked for again with the same bytes, and the read writes nothing', async () => {
    const first = await page();
    const version = await sheetInputVersion(t.db.kysely, MONTH);
    const again = await page();
    expect(again.body).toBe(first.body);
    expect(await sheetInputVersion(t.db.kysely, MONTH)).toBe(version);
    expect(rowOf(again, alpha).cells.status[column(again)]).toBe('present');
  });

  it('keeps last month’s pages while this month’s days change', async () => {
    const before = await page();
    const version = await sheetInputVersion(t.db.kysely, MONTH);
    const thisMonth = await sheetInputVersion(t.db.kysely, today.slice(0, 7));
    await importPunches(`${staffOf.alpha},${today} 00:00,Gate`);
    expect(await sheetInputVersion(t.db.kysely, today.slice(0, 7))).toBeGreaterThan(thisMonth);
    expect(await sheetInputVersion(t.db.kysely, MONTH)).toBe(version);
    expect((await page()).body).toBe(before.body);
  });

  it('shows a change made through the API on the next read', async () => {
    await page();
    const renamed = await t.call('PATCH', `${BASE}/employee/${bravo}`, {
      token: t.adminToken,
      body: { first_name: 'Charlie' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(rowOf(await page(), bravo).employee.name).toMatch(/^Charlie /);
  });

  it('shows a change another process commits on the next read', async () => {
    const before = await page();
    const record = rowOf(before, alpha).cells.attendance_id[column(before)];
    expect(record).toEqual(expect.any(Number));

    await inAnotherProcess(t, 'update employee set first_name = ? where id = ?', ['Delta', alpha]);
    const renamed = await page();
    expect(rowOf(renamed, alpha).employee.name).toMatch(/^Delta /);

    await inAnotherProcess(t, 'update attendance set status = ? where id = ?', ['absent', record]);
    const corrected = await page();
    expect(rowOf(corrected, alpha).cells.status[column(corrected)]).toBe('absent');
    expect(rowOf(corrected, alpha).totals.absent_days).toBe(rowOf(before, alpha).totals.absent_days + 1);
  });
});
