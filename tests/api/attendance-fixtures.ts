// Attendance fixtures for the API suites: punches put straight into the database (as a device import would),
// days derived through the service's own function, closed periods, and users linked to employees.
import { localToUtc } from '../../server/lib/time.ts';
import type { TestApp } from '../../server/testing/test-app.ts';
import { rederive } from '../../server/modules/attendance/derive-service.ts';
import { insertEmployee, insertOffice } from './directory-fixtures.ts';

/** Where insertOffice puts its offices (radius 150 m). */
export const OFFICE_AT = { latitude: 11.5564, longitude: 104.9282 };

/** Device punches (no direction) of an employee on a date at Phnom Penh times, then the day derived. */
/** A present record as written straight into the table (no derivation): for tests of what the database keeps. */
export function presentRow(employeeId: number, date: string, clockIn: string) {
  const now = new Date().toISOString();
  return {
    employee_id: employeeId,
    date,
    clock_in: clockIn,
    clock_out: null,
    office_id: null,
    worked_minutes: null,
    late: 0,
    early_leave: 0,
    status: 'present',
    created_at: now,
    updated_at: now,
  };
}

export async function punchDay(t: TestApp, employeeId: number, date: string, times: string[]) {
  const now = new Date().toISOString();
  if (times.length)
    await t.db.kysely
      .insertInto('punch')
      .values(
        times.map((time) => ({
          employee_id: employeeId,
          at: localToUtc(date, time),
          date,
          source: 'import',
          direction: null,
          office_id: null,
          device: 'fixture',
          created_at: now,
        })),
      )
      .execute();
  await t.db.tx((trx) => rederive(trx, [employeeId], date, date, { skipClosed: true }));
  const row = await dayRecord(t, employeeId, date);
  if (!row) throw new Error(`no attendance record for ${employeeId} on ${date}`);
  return row;
}

/** The stored record of an employee's day, if any. */
export const dayRecord = (t: TestApp, employeeId: number, date: string) =>
  t.db.kysely
    .selectFrom('attendance')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('date', '=', date)
    .executeTakeFirst();

/** A fresh employee with a derived past day (punched 08:00–17:00 unless told otherwise): the record's id. */
export async function attendanceRecord(t: TestApp, date: string, times = ['08:00', '17:00']): Promise<number> {
  const employee = await insertEmployee(t);
  return (await punchDay(t, employee, date, times)).id;
}

/** Links a user to an employee (the clock-in rule), returning the employee. */
export async function linkUser(t: TestApp, userId: number, employeeId?: number): Promise<number> {
  const employee = employeeId ?? (await insertEmployee(t, { officeIds: [await insertOffice(t)] }));
  await t.db.kysely.updateTable('sys_user').set({ employee_id: employee }).where('id', '=', userId).execute();
  return employee;
}

/** A closed period inserted directly. */
export async function insertClose(t: TestApp, period: string, from: string, to: string) {
  await t.db.kysely
    .insertInto('attendance_close')
    .values({
      period,
      from_date: from,
      to_date: to,
      closed_at: new Date().toISOString(),
      closed_by_id: null,
      closed_by_username: 'fixture',
    })
    .execute();
}

const monthSeqs = new WeakMap<object, number>();
const fileWide = {};
/**
 * A distinct past month for each call (closing needs a period that has ended and is not closed yet), from
 * 2024-01 on: one sequence per database when its test app is given, so a file that runs on both databases does not
 * spend the months that have ended twice as fast.
 */
export function pastMonth(database: object = fileWide): string {
  const seq = monthSeqs.get(database) ?? 0;
  monthSeqs.set(database, seq + 1);
  const d = new Date(Date.UTC(2024, seq, 1));
  return d.toISOString().slice(0, 7);
}

/** The Monday-to-Friday dates from `from` to `to`, in order. */
export function weekdaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1))
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
  return days;
}
