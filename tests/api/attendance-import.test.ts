// Punch import: a .csv or .xlsx of device punches with any refused row writes nothing, with a row-by-row report of
// what was refused; punches already stored are skipped, so the same file twice imports nothing the second time; the
// days the punches fall on are derived again in the transaction that writes them; file limits; formula cells; closed
// periods; the permission; streamed progress; a failure mid-transaction leaves nothing of it behind; a clock-in racing
// an import for the same person loses neither. (A stop midway: import-jobs.test.ts.)
import { addDays } from '../../contract/dates.ts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUNCH_FILE_MESSAGES, punchImportTemplateCsv } from '../../contract/api/attendance-import.ts';
import { PUNCH_IMPORT_MESSAGES } from '../../contract/api/attendance.ts';
import { ATTENDANCE_MESSAGES } from '../../contract/attendance-codes.ts';
import { ERRORS } from '../../contract/messages.ts';
import { businessToday } from '../../server/lib/time.ts';
import { rederive } from '../../server/modules/attendance/derive-service.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertEmployee, insertOffice, insertTeam } from './directory-fixtures.ts';
import { BASE, fingerprint, p } from './helpers.ts';

const URL = `${BASE}/attendance/import`;
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NDJSON = 'application/x-ndjson';
type Issue = { row: number; field: string; message: string };

/** The stored UTC time of a Phnom Penh (UTC+7) date and time. */
const utc = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00Z`) - 7 * 3_600_000).toISOString();
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** Distinct Mondays–Fridays going back from two days ago: workday(0) is the latest, workday(1) the one before… */
const WORKDAYS: string[] = [];
for (let d = addDays(businessToday(), -2); WORKDAYS.length < 60; d = addDays(d, -1))
  if (weekday(d) !== 0 && weekday(d) !== 6) WORKDAYS.push(d);
const workday = (n: number) => WORKDAYS[n];

function csv(rows: string[][], header = ['staff_id', 'timestamp', 'device']): string {
  const field = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [header, ...rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

describe.each(DIALECTS)('punch import on %s', (dialect) => {
  let t: TestApp;
  let hr: { id: number; username: string; token: string };
  let office: number;
  let team: number;

  const upload = (
    body: string | Buffer,
    { type = CSV, token = hr.token, accept }: { type?: string; token?: string; accept?: string } = {},
  ) => t.call('POST', URL, { token, body, headers: { 'content-type': type, ...(accept ? { accept } : {}) } });

  /** Every row of the attendance tables and the directory: a refused import must change none of them. */
  async function snapshot() {
    const out: Record<string, unknown> = await fingerprint(t);
    for (const table of ['punch', 'attendance', 'attendance_close'] as const)
      out[table] = (await t.db.kysely.selectFrom(table).selectAll().execute()).map((r) => JSON.stringify(r)).sort();
    return out;
  }

  async function refused(status: number, send: () => ReturnType<typeof upload>) {
    const before = await snapshot();
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(await snapshot(), 'a refused import changed the database').toEqual(before);
    return res.json() as {
      message: string;
      report?: Issue[];
      total_rows?: number;
      refused_rows?: number;
      truncated?: boolean;
    };
  }

  /** A fresh employee with its staff id. */
  async function person(o: { status?: string; joinDate?: string } = {}) {
    const id = await insertEmployee(t, { teamId: team, officeIds: [office], status: o.status });
    if (o.joinDate)
      await t.db.kysely.updateTable('employee').set({ join_date: o.joinDate }).where('id', '=', id).execute();
    const { staff_id } = await t.db.kysely
      .selectFrom('employee')
      .select('staff_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, staffId: staff_id };
  }

  const punchesOf = (employeeId: number) =>
    t.db.kysely.selectFrom('punch').selectAll().where('employee_id', '=', employeeId).orderBy('at').execute();
  const dayOf = (employeeId: number, date: string) =>
    t.db.kysely
      .selectFrom('attendance')
      .selectAll()
      .where('employee_id', '=', employeeId)
      .where('date', '=', date)
      .executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    hr = await t.createUser([p('attendance', 'read'), p('attendance', 'create')]);
    office = await insertOffice(t);
    team = await insertTeam(t);
  });
  afterAll(() => t?.close());

  describe('a good file', () => {
    it('imports the punches with their source and device, derives the days, and logs one entry', async () => {
      const a = await person();
      const b = await person();
      const d1 = workday(3);
      const d2 = workday(4);
      const res = await upload(
        csv([
          [a.staffId, `${d1} 07:58`, 'Gate A'],
          [a.staffId.toLowerCase(), `${d1} 17:05`, 'Gate A'],
          [b.staffId, `${d1}T08:31`, ''],
          [b.staffId, `${d1} 17:02:30`, 'Gate B'],
          [a.staffId, `${d2} 08:01`, 'Gate A'],
          [a.staffId, `${d2} 15:30`, 'Gate A'],
        ]),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ message: '6 punches imported.', data: { imported: 6, skipped: 0 } });

      const punches = await punchesOf(a.id);
      expect(punches.map((x) => [x.at, x.date, x.source, x.device, x.created_by_id])).toEqual(
        [
          [utc(d2, '08:01'), d2, 'import', 'Gate A', hr.id],
          [utc(d2, '15:30'), d2, 'import', 'Gate A', hr.id],
          [utc(d1, '07:58'), d1, 'import', 'Gate A', hr.id],
          [utc(d1, '17:05'), d1, 'import', 'Gate A', hr.id],
        ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
      );
      const bPunches = await punchesOf(b.id);
      expect(bPunches.map((x) => [x.at, x.device])).toEqual([
        [utc(d1, '08:31'), null],
        [utc(d1, '17:02'), 'Gate B'], // stored at its whole minute
      ]);

      // The days were derived from the punches: first in, last out, by the company schedule (08:00–17:00,
      // 10 minutes' grace, a 60-minute break).
      expect(await dayOf(a.id, d1)).toMatchObject({
        clock_in: utc(d1, '07:58'),
        clock_out: utc(d1, '17:05'),
        status: 'present',
        worked_minutes: 9 * 60 + 7 - 60,
        late_minutes: 0,
        early_minutes: 0,
        clock_in_source: 'import',
        clock_out_source: 'import',
      });
      expect(await dayOf(b.id, d1)).toMatchObject({ status: 'late', late_minutes: 31 });
      expect(await dayOf(a.id, d2)).toMatchObject({ status: 'early_leave', early_minutes: 90 });

      const log = await t.db.kysely
        .selectFrom('activity_log')
        .selectAll()
        .where('resource', '=', 'attendance')
        .where('action', '=', 'import')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(log).toMatchObject({ actor_id: hr.id, record_id: null });
      expect(JSON.parse(log.after!)).toEqual({
        imported: 6,
        skipped: 0,
        employees: 2,
        from: d2 < d1 ? d2 : d1,
        to: d2 < d1 ? d1 : d2,
        format: 'csv',
      });
    });

    it('imports the same file twice: nothing the second time, and a file with one new punch adds just that one', async () => {
      const a = await person();
      const d = workday(5);
      const file = csv([
        [a.staffId, `${d} 08:00`, 'Gate'],
        [a.staffId, `${d} 12:00`, 'Gate'],
        [a.staffId, `${d} 12:00`, 'Gate'], // the same punch twice in one file counts once
      ]);
      const first = await upload(file);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().data).toEqual({ imported: 2, skipped: 1 });
      const day = await dayOf(a.id, d);
      expect(day).toMatchObject({ clock_in: utc(d, '08:00'), clock_out: utc(d, '12:00') });

      const again = await upload(file);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toEqual({
        message: '0 punches imported, 3 already recorded.',
        data: { imported: 0, skipped: 3 },
      });
      expect(await punchesOf(a.id)).toHaveLength(2);
      expect(await dayOf(a.id, d)).toEqual(day);

      const more = await upload(
        csv([
          [a.staffId, `${d} 08:00`, 'Gate'],
          [a.staffId, `${d} 17:30`, 'Gate'],
        ]),
      );
      expect(more.json().data).toEqual({ imported: 1, skipped: 1 });
      expect(await dayOf(a.id, d)).toMatchObject({ clock_in: utc(d, '08:00'), clock_out: utc(d, '17:30') });
    });

    it('counts punches within one minute once: in the file, against what is stored, and in the day', async () => {
      const a = await person();
      const d = workday(8);
      const first = await upload(
        csv([
          [a.staffId, `${d} 08:01`, 'Gate'],
          [a.staffId, `${d} 08:01:30`, 'Gate'],
        ]),
      );
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().data).toEqual({ imported: 1, skipped: 1 });
      const again = await upload(csv([[a.staffId, `${d} 08:01:45`, 'Gate']]));
      expect(again.json().data).toEqual({ imported: 0, skipped: 1 });
      expect((await punchesOf(a.id)).map((x) => x.at)).toEqual([utc(d, '08:01')]);
      expect(await dayOf(a.id, d)).toMatchObject({
        clock_in: utc(d, '08:01'),
        clock_out: null,
        status: 'missing_punch',
        worked_minutes: null,
      });
    });

    it('imports an .xlsx with date-time cells and text cells, headers in other spellings', async () => {
      const a = await person();
      const d = workday(6);
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Punches');
      sheet.addRow(['Staff ID', 'Date Time', 'Terminal']);
      const [y, m, day] = d.split('-').map(Number);
      sheet.addRow([a.staffId, new Date(Date.UTC(y, m - 1, day, 7, 45)), 'Lobby']);
      sheet.addRow([{ richText: [{ text: a.staffId }] }, `${d} 17:15`, 'Lobby']);
      const res = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), { type: XLSX });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toEqual({ imported: 2, skipped: 0 });
      expect((await punchesOf(a.id)).map((x) => [x.at, x.device])).toEqual([
        [utc(d, '07:45'), 'Lobby'],
        [utc(d, '17:15'), 'Lobby'],
      ]);
    });

    it('takes an optional direction column: a lone check-out stays a clock-out (a forgotten clock-in)', async () => {
      const a = await person();
      const d = workday(25);
      const res = await upload(
        csv(
          [
            [a.staffId, `${d} 17:04`, 'Gate', 'Check Out'],
            [a.staffId, `${workday(26)} 07:59`, 'Gate', 'IN'],
            [a.staffId, `${workday(26)} 17:01`, 'Gate', ''],
          ],
          ['staff_id', 'timestamp', 'device', 'state'],
        ),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect((await punchesOf(a.id)).map((x) => x.direction)).toEqual(['in', null, 'out']);
      expect(await dayOf(a.id, d)).toMatchObject({
        clock_in: null,
        clock_out: utc(d, '17:04'),
        status: 'missing_punch',
      });
      expect(await dayOf(a.id, workday(26))).toMatchObject({ status: 'present', clock_out: utc(workday(26), '17:01') });
      const bad = await refused(400, () =>
        upload(csv([[a.staffId, `${d} 09:00`, '', 'sideways']], ['staff_id', 'timestamp', 'device', 'direction'])),
      );
      expect(bad.report).toEqual([{ row: 2, field: 'direction', message: PUNCH_FILE_MESSAGES.directionFormat }]);
    });

    it('offers a template whose header is exactly the accepted columns', async () => {
      expect(punchImportTemplateCsv()).toBe('staff_id,timestamp,device\r\n');
      const a = await person();
      const res = await upload(`${punchImportTemplateCsv()}${a.staffId},${workday(7)} 08:00,\r\n`);
      expect(res.statusCode, res.body).toBe(201);
    });
  });

  describe('bad rows', () => {
    it('imports nothing and reports every problem by row and column', async () => {
      const a = await person();
      const late = await person({ joinDate: addDays(businessToday(), -2) });
      const gone = await person({ status: 'resigned' });
      const d = workday(8);
      const future = addDays(businessToday(), 2);
      const res = await refused(400, () =>
        upload(
          csv([
            [a.staffId, `${d} 08:00`, 'ok'],
            ['NOBODY-1', `${d} 08:00`, ''],
            [a.staffId, `${d} 8am`, ''],
            [a.staffId, `${future} 08:00`, ''],
            [late.staffId, `${addDays(businessToday(), -10)} 08:00`, ''],
            [gone.staffId, `${d} 08:00`, ''],
            [a.staffId, '2026-02-30 08:00', ''],
            ['', `${d} 08:00`, ''],
            [a.staffId, '', ''],
            ['=cmd|/C calc', `${d} 08:00`, '@SUM(1)'],
            [a.staffId, `${d} 25:00`, ''],
            [a.staffId, `${d} 09:00`, 'x'.repeat(101)],
          ]),
        ),
      );
      expect(res.message).toBe('Nothing was imported: 11 rows have problems.');
      expect(res).toMatchObject({ total_rows: 12, refused_rows: 11, truncated: false });
      const formula = (c: string) => PUNCH_FILE_MESSAGES.formulaText(c);
      expect(res.report).toEqual([
        { row: 3, field: 'staff_id', message: "staff_id 'NOBODY-1' does not match any employee." },
        { row: 4, field: 'timestamp', message: PUNCH_IMPORT_MESSAGES.badTimestamp },
        { row: 5, field: 'timestamp', message: PUNCH_IMPORT_MESSAGES.inFuture },
        {
          row: 6,
          field: 'timestamp',
          message: PUNCH_IMPORT_MESSAGES.beforeJoin(addDays(businessToday(), -2)),
        },
        { row: 7, field: 'staff_id', message: PUNCH_IMPORT_MESSAGES.resigned },
        { row: 8, field: 'timestamp', message: PUNCH_FILE_MESSAGES.timestampNotReal },
        { row: 9, field: 'staff_id', message: PUNCH_FILE_MESSAGES.staffIdRequired },
        { row: 10, field: 'timestamp', message: PUNCH_FILE_MESSAGES.timestampRequired },
        { row: 11, field: 'staff_id', message: formula('staff_id') },
        { row: 11, field: 'device', message: formula('device') },
        { row: 12, field: 'timestamp', message: PUNCH_FILE_MESSAGES.timestampNotReal },
        { row: 13, field: 'device', message: PUNCH_FILE_MESSAGES.deviceTooLong },
      ]);
    });

    it('refuses punches in a closed period, naming it', async () => {
      const a = await person();
      const d = workday(9);
      const now = new Date().toISOString();
      await t.db.kysely
        .insertInto('attendance_close')
        .values({
          period: d.slice(0, 7),
          from_date: `${d.slice(0, 7)}-01`,
          to_date: addDays(`${addDays(`${d.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1),
          closed_at: now,
          closed_by_id: null,
          closed_by_username: 'admin',
        })
        .execute();
      try {
        const res = await refused(400, () => upload(csv([[a.staffId, `${d} 08:00`, '']])));
        expect(res.report).toEqual([
          { row: 2, field: 'timestamp', message: ATTENDANCE_MESSAGES.periodClosed(d.slice(0, 7)) },
        ]);
      } finally {
        await t.db.kysely.deleteFrom('attendance_close').where('period', '=', d.slice(0, 7)).execute();
      }
    });

    it('reports header problems on row 1', async () => {
      const res = await refused(400, () => upload('staff,when,device,device\r\nX,2026-01-01 08:00,a,b\r\n'));
      expect(res.message).toBe(PUNCH_FILE_MESSAGES.headerProblems);
      expect(res.report).toEqual([
        { row: 1, field: 'when', message: 'when is not a known column.' },
        { row: 1, field: 'timestamp', message: 'timestamp column is missing.' },
        { row: 1, field: 'device', message: 'device appears more than once.' },
      ]);
    });

    it('lists at most 2,000 problems but counts every refused row', async () => {
      const rows = Array.from({ length: 2500 }, (_, i) => [`NOBODY-${i}`, `${workday(3)} 08:00`, '']);
      const res = await refused(400, () => upload(csv(rows)));
      expect(res.report).toHaveLength(2000);
      expect(res).toMatchObject({ truncated: true, refused_rows: 2500, total_rows: 2500 });
    });
  });

  describe('the file', () => {
    it('refuses an empty file, a header alone, another content type, and a file over 16 MB', async () => {
      for (const body of ['', 'staff_id,timestamp\r\n', '\r\n,,\r\n'])
        expect((await refused(400, () => upload(body))).message).toBe(PUNCH_IMPORT_MESSAGES.empty);
      for (const type of ['application/pdf', 'application/json', 'text/plain'])
        expect((await refused(415, () => upload('a,b', { type }))).message).toBe(PUNCH_IMPORT_MESSAGES.wrongType);
      const big = Buffer.alloc(16 * 1024 * 1024 + 1, 'a');
      expect((await refused(413, () => upload(big))).message).toBe(PUNCH_IMPORT_MESSAGES.tooLarge);
    });

    it('refuses more rows than the limit, text that is not UTF-8, broken quoting and an .xlsx sent as CSV', async () => {
      const many = `staff_id,timestamp\r\n${'X,2026-01-01 08:00\r\n'.repeat(250_001)}`;
      expect((await refused(400, () => upload(many))).message).toBe(PUNCH_IMPORT_MESSAGES.tooManyRows);
      const latin1 = Buffer.from('staff_id,timestamp,device\r\nX,2026-01-01 08:00,Caf\u00e9\r\n', 'latin1');
      expect((await refused(400, () => upload(latin1))).message).toBe(PUNCH_FILE_MESSAGES.notUtf8);
      expect((await refused(400, () => upload('staff_id,timestamp\r\n"X,2026-01-01 08:00\r\n'))).message).toMatch(
        /^The file could not be read as CSV: missing closing quote/,
      );
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('S').addRow(['staff_id', 'timestamp']);
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      expect((await refused(400, () => upload(xlsx))).message).toBe(PUNCH_FILE_MESSAGES.xlsxAsCsv);
      expect((await refused(400, () => upload(Buffer.from('not a zip'), { type: XLSX }))).message).toBe(
        PUNCH_FILE_MESSAGES.unreadableXlsx,
      );
    });
  });

  describe('permission', () => {
    it('needs attendance:create (403) and a token (401), refusing before the body is read', async () => {
      const reader = await t.createUser([p('attendance', 'read'), p('attendance', 'update')]);
      const body = csv([['X', '2026-01-01 08:00', '']]);
      expect((await refused(403, () => upload(body, { token: reader.token }))).message).toBe(ERRORS.forbidden);
      expect((await refused(401, () => t.call('POST', URL, { body, headers: { 'content-type': CSV } }))).message).toBe(
        ERRORS.unauthorized,
      );
      expect(
        (await refused(403, () => upload(Buffer.alloc(17 * 1024 * 1024, 'a'), { token: reader.token }))).message,
      ).toBe(ERRORS.forbidden);
    });
  });

  describe('progress', () => {
    it('streams inserting then deriving progress, then the result line', async () => {
      const people = await Promise.all(Array.from({ length: 3 }, () => person()));
      const rows = people.flatMap((x) =>
        [10, 11, 12].flatMap((n) => [
          [x.staffId, `${workday(n)} 08:00`, ''],
          [x.staffId, `${workday(n)} 17:00`, ''],
        ]),
      );
      const res = await upload(csv(rows), { accept: NDJSON });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(`${NDJSON}; charset=utf-8`);
      const lines = res.body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      const phases = lines.slice(0, -1).map((l) => `${l.phase} ${l.done}/${l.total}`);
      // The first line (nothing written yet) says the file was accepted.
      expect(phases).toEqual([`inserting 0/${rows.length}`, `inserting ${rows.length}/${rows.length}`, 'deriving 3/3']);
      expect(lines.at(-1)).toEqual({
        type: 'result',
        status: 201,
        body: { message: `${rows.length} punches imported.`, data: { imported: rows.length, skipped: 0 } },
      });
    });

    it('answers a refused file with a plain 400 before any line is streamed', async () => {
      const res = await refused(400, () => upload(csv([['NOBODY', `${workday(3)} 08:00`, '']]), { accept: NDJSON }));
      expect(res.report).toEqual([
        { row: 2, field: 'staff_id', message: "staff_id 'NOBODY' does not match any employee." },
      ]);
    });
  });

  describe('all or nothing', () => {
    it('rolls back every punch and day when deriving fails inside the transaction, streamed or not', async () => {
      const a = await person();
      const b = await person();
      const d = workday(13);
      // A trigger makes writing b's day fail after a's punches and day went in, as a crash would.
      const boom = String(b.id);
      if (dialect === 'sqlite') {
        await sql`create trigger import_boom before insert on attendance when new.employee_id = ${sql.raw(boom)} begin select raise(abort, 'boom'); end`.execute(
          t.db.kysely,
        );
      } else {
        await sql`create function import_boom() returns trigger as $$ begin if new.employee_id = ${sql.raw(boom)} then raise exception 'boom'; end if; return new; end $$ language plpgsql`.execute(
          t.db.kysely,
        );
        await sql`create trigger import_boom before insert on attendance for each row execute function import_boom()`.execute(
          t.db.kysely,
        );
      }
      try {
        const file = csv([
          [a.staffId, `${d} 08:00`, ''],
          [b.staffId, `${d} 08:00`, ''],
        ]);
        const plain = await refused(500, () => upload(file));
        expect(plain.message).toBe(ERRORS.internal);
        const before = await snapshot();
        const streamed = await upload(file, { accept: NDJSON });
        expect(streamed.statusCode).toBe(200);
        expect(JSON.parse(streamed.body.trim().split('\n').at(-1)!)).toEqual({
          type: 'result',
          status: 500,
          body: { message: ERRORS.internal },
        });
        expect(await snapshot()).toEqual(before);
        expect(await punchesOf(a.id)).toEqual([]);
      } finally {
        await sql`drop trigger import_boom ${sql.raw(dialect === 'postgres' ? 'on attendance' : '')}`.execute(
          t.db.kysely,
        );
        if (dialect === 'postgres') await sql`drop function import_boom()`.execute(t.db.kysely);
      }
    });
  });

  it('keeps both a clock-in and an import racing for the same person, the day derived from both', async () => {
    const now = Date.now();
    const today = businessToday();
    // Phnom Penh time of day now; the import brings a punch from earlier today (needs a morning behind us).
    const localMinutes = Math.floor(((now + 7 * 3_600_000) % 86_400_000) / 60_000);
    if (localMinutes < 30) return;
    const earlier = new Date(now - 20 * 60_000 + 7 * 3_600_000).toISOString();
    const earlierText = `${earlier.slice(0, 10)} ${earlier.slice(11, 16)}`;
    const here = await t.db.kysely
      .selectFrom('office')
      .select(['latitude', 'longitude'])
      .where('id', '=', office)
      .executeTakeFirstOrThrow();
    const a = await person();
    const clocker = await t.createUser([]);
    await t.db.kysely.updateTable('sys_user').set({ employee_id: a.id }).where('id', '=', clocker.id).execute();
    // Many other people's punches, so the import's transaction is long enough for the clock-in to meet it.
    const others = await Promise.all(Array.from({ length: 40 }, () => person()));
    const rows = others.flatMap((x) =>
      [20, 21, 22, 23, 24].flatMap((n) => [
        [x.staffId, `${workday(n)} 08:00`, ''],
        [x.staffId, `${workday(n)} 17:00`, ''],
      ]),
    );
    rows.push([a.staffId, earlierText, 'Gate']);
    const [imported, clocked] = await Promise.all([
      upload(csv(rows)),
      t.call('POST', `${BASE}/attendance/clock`, {
        token: clocker.token,
        body: { action: 'in', latitude: here.latitude, longitude: here.longitude, accuracy: 10 },
      }),
    ]);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().data.imported).toBe(rows.length);
    // Whichever came first, the clock-in was either recorded or refused as a second clock-in; no punch lost.
    expect([201, 409], clocked.body).toContain(clocked.statusCode);
    const punches = (await punchesOf(a.id)).filter((x) => x.voided_at === null);
    expect(punches.some((x) => x.source === 'import')).toBe(true);
    expect(punches.some((x) => x.source === 'clock')).toBe(clocked.statusCode === 201);
    // The day holds what its punches say, whichever transaction committed last: deriving it again now changes
    // nothing (a stale derivation, made without the other's punch, would be rewritten here).
    const day = (await dayOf(a.id, today))!;
    expect(day.clock_in).toBe(punches[0].at);
    expect(day.clock_in_source).toBe('import');
    expect(await t.db.tx((trx) => rederive(trx, [a.id], today, today))).toEqual({ written: 0, removed: 0 });
  });
});
