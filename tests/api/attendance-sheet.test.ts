// The monthly sheet: GET /attendance/sheet?month= pages employees with a cell per day of the period (status, code,
// times) and the totals (approved overtime included); the daily list's filters; the period start day (26th–25th); a
// closed period; and GET /attendance/sheet/export, the whole sheet as .xlsx (coloured codes, a legend, text
// neutralised) or .csv. Punches go in through the import, leave and overtime through the approval engine, as a month
// really fills.
import { addDays } from '../../contract/dates.ts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetCell, SheetCells } from '../../contract/api/attendance.ts';
import { ATTENDANCE_CODES, ATTENDANCE_STATUS_LABELS, sheetCellAt } from '../../contract/attendance-codes.ts';
import { ERRORS } from '../../contract/messages.ts';
import { businessToday } from '../../server/lib/time.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertDepartment, insertEmployee, insertOffice, insertTeam, parseCsv } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';
import { createLeaveType, file, leaveBody, overtimeBody } from './requests-fixtures.ts';

const SHEET = `${BASE}/attendance/sheet`;
type Row = {
  employee: { id: number; name: string; staff_id: string };
  cells: SheetCells;
  totals: Record<string, number>;
  /** The row's columns read back as one cell per day (the test's view, not the answer's). */
  days: SheetCell[];
};

/** The last whole calendar month (Phnom Penh) and its days. */
const today = businessToday();
const MONTH = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);
const PREVIOUS = new Date(Date.UTC(Number(MONTH.slice(0, 4)), Number(MONTH.slice(5, 7)) - 2, 1))
  .toISOString()
  .slice(0, 7);
const DAYS: string[] = [];
for (let d = `${MONTH}-01`; d.startsWith(MONTH); d = addDays(d, 1)) DAYS.push(d);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const WORKING = DAYS.filter((d) => weekday(d) !== 0 && weekday(d) !== 6);
const SATURDAY = DAYS.find((d) => weekday(d) === 6)!;
// The month's story for the first employee, one working day each.
const [ON_TIME, LATE, EARLY, ONE_PUNCH, NO_PUNCH, HOLIDAY, LEAVE, HALF] = WORKING;

function csv(rows: string[][]): string {
  return ['staff_id,timestamp,device', ...rows.map((r) => r.join(','))].join('\r\n') + '\r\n';
}

describe.each(DIALECTS)('attendance sheet on %s', (dialect) => {
  let t: TestApp;
  let reader: { token: string };
  const ids = { d1: 0, d2: 0, t1: 0, t2: 0, o1: 0, o2: 0, e1: 0, e2: 0, e3: 0 };
  const staff: Record<string, string> = {};

  const get = async (query: string, token = reader.token) => {
    const res = await t.call('GET', `${SHEET}?${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      data: Row[];
      metadata: { total: number; page: number; limit: number; totalPage: number };
      period: { month: string; from: string; to: string; days: any[]; closed: boolean; closed_by: any };
    };
    for (const row of body.data) {
      // Every column holds exactly one entry per day of the period.
      for (const column of Object.values(row.cells)) expect(column).toHaveLength(body.period.days.length);
      row.days = body.period.days.map((d: { date: string }, i) => sheetCellAt(row.cells, i, d.date));
    }
    return body;
  };
  const cellOf = (row: Row, date: string) => row.days.find((c) => c.date === date)!;
  /** Device punches in through the import, as a month really fills. */
  const importPunches = async (rows: string[][]) => {
    const res = await t.call('POST', `${BASE}/attendance/import`, {
      token: t.adminToken,
      headers: { 'content-type': 'text/csv' },
      body: csv(rows),
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    reader = await t.createUser([p('attendance', 'read')]);
    ids.d1 = await insertDepartment(t);
    ids.d2 = await insertDepartment(t);
    ids.t1 = await insertTeam(t, ids.d1);
    ids.t2 = await insertTeam(t, ids.d2);
    ids.o1 = await insertOffice(t);
    ids.o2 = await insertOffice(t);
    ids.e1 = await insertEmployee(t, { teamId: ids.t1, officeIds: [ids.o1], firstName: 'Alpha' });
    ids.e2 = await insertEmployee(t, { teamId: ids.t2, officeIds: [ids.o2], firstName: 'Bravo' });
    // A name a spreadsheet would run as a formula: the export must neutralise it.
    ids.e3 = await insertEmployee(t, { teamId: ids.t2, officeIds: [ids.o1], firstName: '=HYPERLINK("x")' });
    for (const key of ['e1', 'e2', 'e3'] as const) {
      const e = await t.db.kysely
        .selectFrom('employee')
        .select('staff_id')
        .where('id', '=', ids[key])
        .executeTakeFirstOrThrow();
      staff[key] = e.staff_id;
    }
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('calendar_event')
      .values({
        title: 'Company Day',
        event_date: HOLIDAY,
        kind: 'holiday',
        description: '',
        created_at: now,
        updated_at: now,
      })
      .execute();

    // Approved leave (a whole day, and an afternoon) and approved overtime, through the approval engine.
    const leaveType = await createLeaveType(t, { days: 20 });
    const approve = async (kind: 'leave-request' | 'overtime-request', id: number) => {
      for (const version of [1, 2]) {
        const res = await t.call('POST', `${BASE}/${kind}/${id}/approve`, { token: t.adminToken, body: { version } });
        expect(res.statusCode, res.body).toBe(200);
      }
    };
    await approve('leave-request', (await file(t, 'leave-request', leaveBody(ids.e1, leaveType, LEAVE))).id);
    await approve(
      'leave-request',
      (await file(t, 'leave-request', leaveBody(ids.e1, leaveType, HALF, HALF, { start_half: true }))).id,
    );
    await approve('overtime-request', (await file(t, 'overtime-request', overtimeBody(ids.e1, ON_TIME))).id);
    await approve(
      'overtime-request',
      (await file(t, 'overtime-request', overtimeBody(ids.e1, LATE, { start_time: '18:00', end_time: '18:45' }))).id,
    );
    // Pending overtime does not count.
    await file(t, 'overtime-request', overtimeBody(ids.e1, EARLY));

    const e1 = staff.e1;
    await importPunches([
      [e1, `${ON_TIME} 07:55`, 'Gate'],
      [e1, `${ON_TIME} 17:05`, 'Gate'],
      [e1, `${LATE} 08:25`, 'Gate'],
      [e1, `${LATE} 17:00`, 'Gate'],
      [e1, `${EARLY} 08:00`, 'Gate'],
      [e1, `${EARLY} 15:30`, 'Gate'],
      [e1, `${ONE_PUNCH} 08:00`, 'Gate'],
      [e1, `${HALF} 07:58`, 'Gate'],
      [e1, `${HALF} 12:01`, 'Gate'],
      [staff.e2, `${ON_TIME} 08:00`, 'Gate'],
      [staff.e2, `${ON_TIME} 17:00`, 'Gate'],
    ]);
  });
  afterAll(() => t?.close());

  it('gives a cell per day with its code and times, and the period in figures', async () => {
    const sheet = await get(`month=${MONTH}&employee_id=${ids.e1}`);
    expect(sheet.period).toMatchObject({
      month: MONTH,
      from: DAYS[0],
      to: DAYS.at(-1),
      closed: false,
      closed_by: null,
    });
    expect(sheet.period.days).toHaveLength(DAYS.length);
    expect(sheet.period.days.find((d) => d.date === HOLIDAY)).toEqual({
      date: HOLIDAY,
      weekday: ((weekday(HOLIDAY) + 6) % 7) + 1,
      holiday: 'Company Day',
      working: true,
    });
    expect(sheet.period.days.find((d) => d.date === SATURDAY)).toMatchObject({ weekday: 6, working: false });

    const [row] = sheet.data;
    expect(row.employee).toMatchObject({ id: ids.e1, staff_id: staff.e1 });
    expect(row.days.map((c) => c.date)).toEqual(DAYS);
    const code = (date: string) => cellOf(row, date).code;
    expect([ON_TIME, LATE, EARLY, ONE_PUNCH, NO_PUNCH, HOLIDAY, LEAVE, HALF, SATURDAY].map(code)).toEqual([
      'P',
      'L',
      'EL',
      'MP',
      'A',
      'H',
      'LV',
      'HD',
      'WO',
    ]);
    expect(cellOf(row, ON_TIME)).toMatchObject({
      status: 'present',
      clock_in_local: '07:55',
      clock_out_local: '17:05',
      worked_minutes: 490,
      late_minutes: 0,
      early_minutes: 0,
    });
    expect(typeof cellOf(row, ON_TIME).attendance_id).toBe('number');
    expect(cellOf(row, LATE)).toMatchObject({ status: 'late', late_minutes: 25, worked_minutes: 455 });
    expect(cellOf(row, EARLY)).toMatchObject({ status: 'early_leave', early_minutes: 90, worked_minutes: 390 });
    expect(cellOf(row, ONE_PUNCH)).toMatchObject({ status: 'missing_punch', clock_out_local: null });

    const absent = WORKING.length - 8; // the working days with nothing at all, but the holiday and the leave
    expect(row.totals).toEqual({
      present_days: 3.5,
      late_count: 1,
      late_minutes: 25,
      early_minutes: 90,
      absent_days: absent + 1,
      leave_days: 1.5,
      missing_punch_days: 1,
      worked_minutes: 490 + 455 + 390 + Number(cellOf(row, HALF).worked_minutes),
      overtime_minutes: 120 + 45,
    });
  });

  it('answers in the contract’s key order, byte for byte what JSON.stringify writes', async () => {
    // The page is written as bytes by a serializer of its own: the same text as the plain JSON a client expects.
    const res = await t.call('GET', `${SHEET}?month=${MONTH}`, { token: reader.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const b = res.json();
    const ref = (r: { id: number; name: string } | null) => r && { id: r.id, name: r.name };
    const inOrder = {
      message: b.message,
      data: b.data.map((r: Row) => ({
        employee: {
          id: r.employee.id,
          name: r.employee.name,
          staff_id: r.employee.staff_id,
          department: ref((r.employee as any).department),
          team: ref((r.employee as any).team),
        },
        cells: {
          status: r.cells.status,
          attendance_id: r.cells.attendance_id,
          clock_in_local: r.cells.clock_in_local,
          clock_out_local: r.cells.clock_out_local,
          worked_minutes: r.cells.worked_minutes,
          late_minutes: r.cells.late_minutes,
          early_minutes: r.cells.early_minutes,
        },
        totals: {
          present_days: r.totals.present_days,
          late_count: r.totals.late_count,
          late_minutes: r.totals.late_minutes,
          early_minutes: r.totals.early_minutes,
          absent_days: r.totals.absent_days,
          leave_days: r.totals.leave_days,
          missing_punch_days: r.totals.missing_punch_days,
          worked_minutes: r.totals.worked_minutes,
          overtime_minutes: r.totals.overtime_minutes,
        },
      })),
      metadata: {
        page: b.metadata.page,
        limit: b.metadata.limit,
        total: b.metadata.total,
        totalPage: b.metadata.totalPage,
        hasPrev: b.metadata.hasPrev,
        hasNext: b.metadata.hasNext,
      },
      period: {
        month: b.period.month,
        from: b.period.from,
        to: b.period.to,
        days: b.period.days.map((d: { date: string; weekday: number; holiday: string | null; working: boolean }) => ({
          date: d.date,
          weekday: d.weekday,
          holiday: d.holiday,
          working: d.working,
        })),
        closed: b.period.closed,
        closed_at: b.period.closed_at,
        closed_by: b.period.closed_by,
      },
    };
    expect(res.body).toBe(JSON.stringify(inOrder));
    // The page holds what tells a writer apart: a half day, leave, a holiday, overtime, empty times and minutes.
    const first = (inOrder.data as Array<{ employee: { id: number }; cells: SheetCells; totals: Row['totals'] }>).find(
      (r) => r.employee.id === ids.e1,
    )!;
    expect(first.totals.present_days).toBe(3.5);
    expect(first.totals.overtime_minutes).toBeGreaterThan(0);
    expect(first.cells.status).toEqual(expect.arrayContaining(['holiday', 'on_leave', 'half_day_leave', 'absent']));
    expect(first.cells.clock_out_local).toContain(null);
    expect(inOrder.period.days.some((d: { holiday: string | null }) => d.holiday === 'Company Day')).toBe(true);
  });

  it('pages by employee in staff-id order, with the daily list’s filters', async () => {
    const all = await get(`month=${MONTH}`);
    expect(all.metadata).toMatchObject({ total: 3, page: 1 });
    const order = [...Object.values(staff)].sort();
    expect(all.data.map((r) => r.employee.staff_id)).toEqual(order);
    const second = await get(`month=${MONTH}&limit=1&page=2`);
    expect(second.metadata).toMatchObject({ total: 3, page: 2, limit: 1, totalPage: 3 });
    expect(second.data.map((r) => r.employee.staff_id)).toEqual([order[1]]);

    const idsOf = async (query: string) => (await get(`month=${MONTH}&${query}`)).data.map((r) => r.employee.id).sort();
    expect(await idsOf(`department_id=${ids.d2}`)).toEqual([ids.e2, ids.e3].sort());
    expect(await idsOf(`team_id=${ids.t1}`)).toEqual([ids.e1]);
    expect(await idsOf(`office_id=${ids.o1}`)).toEqual([ids.e1, ids.e3].sort());
    expect(await idsOf(`q=${encodeURIComponent(staff.e2.toLowerCase())}`)).toEqual([ids.e2]);
    expect(await idsOf('q=bravo')).toEqual([ids.e2]);
    expect(await idsOf(`employee_id=${ids.e3}`)).toEqual([ids.e3]);
    expect((await get(`month=${MONTH}&q=nobody-at-all`)).data).toEqual([]);

    // A month before anyone joined lists nobody; a future month lists everyone with empty cells.
    expect((await get('month=2019-12')).metadata.total).toBe(0);
    const future = await get(`month=${addDays(`${today.slice(0, 7)}-01`, 40).slice(0, 7)}&employee_id=${ids.e1}`);
    expect(future.data[0].cells.status.every((status) => status === null)).toBe(true);
  });

  it('honours the period start day: with the 26th, the month runs 26th to 25th', async () => {
    await t.db.kysely
      .updateTable('work_schedule')
      .set({ period_start_day: 26 })
      .where('office_id', 'is', null)
      .execute();
    try {
      const sheet = await get(`month=${MONTH}&employee_id=${ids.e1}`);
      expect(sheet.period).toMatchObject({ from: `${PREVIOUS}-26`, to: `${MONTH}-25` });
      const dates = sheet.data[0].days.map((c) => c.date);
      expect(dates[0]).toBe(`${PREVIOUS}-26`);
      expect(dates.at(-1)).toBe(`${MONTH}-25`);
      expect(new Set(dates).size).toBe(dates.length);
      // The days of the month that remain in it keep their codes.
      expect(cellOf(sheet.data[0], LATE).code).toBe('L');
    } finally {
      await t.db.kysely
        .updateTable('work_schedule')
        .set({ period_start_day: 1 })
        .where('office_id', 'is', null)
        .execute();
    }
  });

  it('says when the period is closed, and by whom', async () => {
    const closedAt = new Date().toISOString();
    await t.db.kysely
      .insertInto('attendance_close')
      .values({
        period: MONTH,
        from_date: DAYS[0],
        to_date: DAYS.at(-1)!,
        closed_at: closedAt,
        closed_by_id: null,
        closed_by_username: 'admin',
      })
      .execute();
    try {
      const sheet = await get(`month=${MONTH}&limit=1`);
      expect(sheet.period).toMatchObject({ closed: true, closed_by: { id: null, username: 'admin' } });
    } finally {
      await t.db.kysely.deleteFrom('attendance_close').where('period', '=', MONTH).execute();
    }
  });

  it('refuses a malformed month or an unknown parameter with 400', async () => {
    for (const [query, field, message] of [
      ['month=2026-13', 'month', 'Month must be a month (YYYY-MM).'],
      ['month=2026-1', 'month', 'Month must be a month (YYYY-MM).'],
      ['', 'month', 'Month is required.'],
    ]) {
      const res = await t.call('GET', `${SHEET}?${query}`, { token: reader.token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().validators).toEqual([{ field, message }]);
    }
    const res = await t.call('GET', `${SHEET}?month=${MONTH}&sort=name`, { token: reader.token });
    expect(res.statusCode).toBe(400);
  });

  it('needs attendance:read', async () => {
    const other = await t.createUser([p('employee', 'read')]);
    for (const url of [`${SHEET}?month=${MONTH}`, `${SHEET}/export?month=${MONTH}`]) {
      const res = await t.call('GET', url, { token: other.token });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ERRORS.forbidden);
      expect((await t.call('GET', url)).statusCode).toBe(401);
    }
  });

  describe('export', () => {
    it('writes the whole sheet as .xlsx: codes coloured but always written, totals, a legend, text neutralised', async () => {
      const res = await t.call('GET', `${SHEET}/export?month=${MONTH}`, { token: reader.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="attendance-sheet.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.getWorksheet(`Attendance ${MONTH}`)!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header.slice(0, 4)).toEqual(['Staff ID', 'Employee', 'Department', 'Team']);
      const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
      expect(header.slice(4, 4 + DAYS.length)).toEqual(DAYS.map((d) => `${d.slice(8)} ${WEEKDAYS[weekday(d)]}`));
      expect(header.slice(4 + DAYS.length)).toEqual([
        'Present days',
        'Late days',
        'Late minutes',
        'Early minutes',
        'Absent days',
        'Leave days',
        'Missing punch days',
        'Worked hours',
        'Approved overtime hours',
      ]);
      expect(sheet.rowCount).toBe(4);
      const rows = [2, 3, 4].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
      const alpha = rows.find((r) => r[0] === staff.e1)!;
      const at = (date: string) => 4 + DAYS.indexOf(date);
      expect([alpha[at(ON_TIME)], alpha[at(LATE)], alpha[at(HOLIDAY)], alpha[at(SATURDAY)]]).toEqual([
        'P',
        'L',
        'H',
        'WO',
      ]);
      expect(alpha.slice(4 + DAYS.length)).toEqual([
        3.5,
        1,
        25,
        90,
        WORKING.length - 7,
        1.5,
        1,
        expect.any(Number),
        2.75,
      ]);
      const lateCell = sheet.getRow(rows.indexOf(alpha) + 2).getCell(5 + DAYS.indexOf(LATE));
      expect((lateCell.fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFEF3C7');
      const formula = rows.find((r) => r[0] === staff.e3)!;
      expect(formula[1]).toBe(`'=HYPERLINK("x") ${formula[1]!.toString().split(' ').at(-1)}`);
      expect(sheet.getRow(rows.indexOf(formula) + 2).getCell(2).formula).toBeUndefined();

      const legend = book.getWorksheet('Codes')!;
      const codes = [];
      for (let n = 2; n <= 10; n++) codes.push((legend.getRow(n).values as unknown[]).slice(1));
      expect(codes).toEqual(
        Object.entries(ATTENDANCE_CODES).map(([s, c]) => [c, ATTENDANCE_STATUS_LABELS[s as 'late']]),
      );
    });

    it('writes .csv on request, with the filters', async () => {
      const res = await t.call('GET', `${SHEET}/export?month=${MONTH}&format=csv&team_id=${ids.t1}`, {
        token: reader.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const [header, ...rows] = parseCsv(res.body);
      expect(header[0]).toBe('Staff ID');
      expect(rows).toHaveLength(1);
      expect(rows[0][0]).toBe(staff.e1);
      expect(rows[0][4 + DAYS.indexOf(LATE)]).toBe('L');
    });
  });

  it('lists a person who resigned on a month they have records in, and not one who resigned without any', async () => {
    const leaver = await insertEmployee(t, { teamId: ids.t1, firstName: 'Leaver' });
    const gone = await insertEmployee(t, { teamId: ids.t1, firstName: 'Gone', status: 'resigned' });
    const { staff_id } = await t.db.kysely
      .selectFrom('employee')
      .select('staff_id')
      .where('id', '=', leaver)
      .executeTakeFirstOrThrow();
    await importPunches([
      [staff_id, `${ON_TIME} 08:00`, 'Gate'],
      [staff_id, `${ON_TIME} 17:00`, 'Gate'],
    ]);
    await t.db.kysely.updateTable('employee').set({ status: 'resigned' }).where('id', '=', leaver).execute();

    const sheet = await get(`month=${MONTH}&team_id=${ids.t1}`);
    expect(sheet.data.map((r) => r.employee.id).sort()).toEqual([ids.e1, leaver].sort());
    expect(sheet.metadata.total).toBe(2);
    const row = sheet.data.find((r) => r.employee.id === leaver)!;
    expect(cellOf(row, ON_TIME)).toMatchObject({
      status: 'present',
      clock_in_local: '08:00',
      clock_out_local: '17:00',
    });
    expect((await get(`month=${MONTH}&employee_id=${gone}`)).data).toEqual([]);
  });

  it('gives the whole sheet’s total on every page, as people join, resign and join after the month', async () => {
    // A page of one is full, so its total is counted; the page of 100 is the whole sheet.
    const total = async () => (await get(`month=${MONTH}&limit=1&page=2`)).metadata.total;
    const listed = async () => (await get(`month=${MONTH}&limit=100`)).data.map((r) => r.employee.id);
    const before = await listed();
    expect(await total()).toBe(before.length);

    const hired = await insertEmployee(t, { firstName: 'Hired' });
    const resigned = await insertEmployee(t, { firstName: 'Resigned', status: 'resigned' });
    const joinsLater = await insertEmployee(t, { firstName: 'Later' });
    await t.db.kysely
      .updateTable('employee')
      .set({ join_date: addDays(`${MONTH}-01`, 45) })
      .where('id', '=', joinsLater)
      .execute();
    const after = await listed();
    expect(after).toContain(hired);
    expect(after).not.toContain(resigned);
    expect(after).not.toContain(joinsLater);
    expect(after).toHaveLength(before.length + 1);
    expect(await total()).toBe(after.length);

    // Resigning keeps a person who has days in the month (the hire has theirs now), and deleting drops them.
    await t.db.kysely.updateTable('employee').set({ status: 'resigned' }).where('id', '=', hired).execute();
    expect(await total()).toBe(after.length);
    await t.db.kysely.deleteFrom('employee').where('id', 'in', [hired, resigned, joinsLater]).execute();
    expect(await listed()).toEqual(before);
    expect(await total()).toBe(before.length);
  });
});
