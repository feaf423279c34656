// Settling a day (deriving every active employee's record of it, absences included) happens once, however many
// reads arrive together: the first views of a morning used to each derive every employee again, one after the
// other, holding SQLite's writer (and every clock-in) meanwhile. Settlers now take turns and plan again.
import { addDays } from '../../contract/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSettled } from '../../server/modules/attendance/derive-service.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { today } from './requests-fixtures.ts';

describe.each(DIALECTS)('settling on %s', (dialect) => {
  let t: TestApp;
  let employees: number[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    employees = [await insertEmployee(t), await insertEmployee(t), await insertEmployee(t)];
  });
  afterAll(() => t?.close());

  it('settles a week once when three reads ask at the same moment', async () => {
    const from = addDays(today(), -10);
    const to = addDays(from, 6);
    const settled = await Promise.all([1, 2, 3].map(() => ensureSettled(t.db, from, to)));
    expect(settled.reduce((a, b) => a + b, 0)).toBe(7);
    expect(settled.filter((n) => n === 0)).toHaveLength(2);
    // Every employee has every day of the week, each once.
    const records = await t.db.kysely
      .selectFrom('attendance')
      .select(['employee_id', 'date'])
      .where('employee_id', 'in', employees)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .execute();
    expect(records).toHaveLength(employees.length * 7);
    expect(await ensureSettled(t.db, from, to)).toBe(0);
  });
});
