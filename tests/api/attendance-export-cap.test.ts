// A day's attendance export holds at most ATTENDANCE_LIMITS.exportMax records (100,000). A wider match is refused
// with a message that says how to narrow it: it used to stop at the limit and answer the file as if complete. The
// limit is lowered here through the service's own parameter; a hundred thousand employees are the bench's.
import { addDays } from '../../contract/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceExportQuery } from '../../contract/api/attendance.ts';
import { ATTENDANCE_MESSAGES } from '../../contract/attendance-codes.ts';
import { AppError } from '../../server/http/errors.ts';
import { exportAttendance } from '../../server/modules/attendance/service.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { attendanceRecord } from './attendance-fixtures.ts';
import { today } from './requests-fixtures.ts';

describe.each(DIALECTS)('attendance export cap on %s', (dialect) => {
  let t: TestApp;
  const date = addDays(today(), -3);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (let i = 0; i < 3; i++) await attendanceRecord(t, date);
  });
  afterAll(() => t?.close());

  it('exports every record of the day when they fit, and refuses a day with more', async () => {
    const records = (
      await t.db.kysely
        .selectFrom('attendance')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('date', '=', date)
        .executeTakeFirstOrThrow()
    ).n;
    const n = Number(records);
    expect(n).toBeGreaterThanOrEqual(3);

    const query = attendanceExportQuery.parse({ date, format: 'csv' });
    const fits = await exportAttendance(t.db, query, n);
    expect(String(fits.content).trim().split('\r\n')).toHaveLength(n + 1); // and the header

    const refused = await exportAttendance(t.db, query, n - 1).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(400);
    expect((refused as AppError).validators).toEqual([
      { field: 'department_id', message: ATTENDANCE_MESSAGES.exportTooMany(n - 1) },
    ]);
  });
});
