// Closing a month derives its days in turns of a few hundred employees, each in its own transaction, before the
// short transaction that closes it: on SQLite and PostgreSQL, every active employee of a directory larger than one
// turn has every working day of the closed month derived (here: absent, no punches), and the month closes once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES } from '../../contract/attendance-codes.ts';
import { seedEmployeesBulk } from '../../server/demo/seed-directory.ts';
import { periodOf, periodRange } from '../../server/lib/pay-period.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { weekdaysBetween } from './attendance-fixtures.ts';
import { BASE } from './helpers.ts';
import { workdayAgo } from './requests-fixtures.ts';

/** More than two turns. */
const EMPLOYEES = 600;

describe.each(DIALECTS)('closing a month of a large directory on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedEmployeesBulk(t.db, EMPLOYEES, { batch: 500 });
    await t.db.kysely.updateTable('employee').set({ join_date: '2020-01-06', status: 'active' }).execute();
  }, 120_000);
  afterAll(() => t?.close());

  it('derives every working day of every employee, then closes the month once', async () => {
    const month = periodOf(workdayAgo(45), 1);
    const { from, to } = periodRange(month, 1);
    const close = () => t.call('POST', `${BASE}/attendance/close`, { token: t.adminToken, body: { month } });
    const res = await close();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ month, closed: true });

    const employees = Number(
      (
        await t.db.kysely
          .selectFrom('employee')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(employees).toBeGreaterThan(EMPLOYEES);
    const days = weekdaysBetween(from, to);
    const absent = await t.db.kysely
      .selectFrom('attendance')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('date', '>=', from)
      .where('date', '<=', to)
      .where('status', '=', 'absent')
      .executeTakeFirstOrThrow();
    expect(Number(absent.n)).toBe(employees * days.length);

    const again = await close();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ATTENDANCE_MESSAGES.alreadyClosed(month));
  });
});
