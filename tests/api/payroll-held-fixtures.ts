// What the suites that hold a payroll job midway share (a generation held in its snapshot or between two batches,
// a regeneration held between two batches): a test app with a seeded staff and closed months, an HR user, and the
// employee whose salary the test changes while the job is held. Each suite keeps its own pause point and checks.
import { lastDayOf } from '../../contract/dates.ts';
import { seedEmployeesBulk } from '../../server/demo/seed-directory.ts';
import { createTestApp, type TestApp } from '../../server/testing/test-app.ts';
import { insertClose } from './attendance-fixtures.ts';

export interface HeldPayrollApp {
  t: TestApp;
  hr: { token: string };
  /** An active employee who joined by the first month: the first by id, or the last (in the last batch). */
  someone: number;
}

export async function heldPayrollApp(
  dialect: Parameters<typeof createTestApp>[0],
  options: {
    jobWorkers: number;
    permissions: Parameters<TestApp['createUser']>[0];
    employees: number;
    batch: number;
    /** Closed, in order: the first is the month `someone` has worked whole. */
    months: string[];
    someone: 'first' | 'last';
  },
): Promise<HeldPayrollApp> {
  const t = await createTestApp(dialect, { jobWorkers: options.jobWorkers });
  const hr = await t.createUser(options.permissions);
  await seedEmployeesBulk(t.db, options.employees, { batch: options.batch });
  for (const month of options.months) await insertClose(t, month, `${month}-01`, lastDayOf(month));
  const someone = (await t.db.kysely
    .selectFrom('employee')
    .select('id')
    .where('status', '=', 'active')
    .where('join_date', '<=', `${options.months[0]}-01`)
    .orderBy('id', options.someone === 'first' ? 'asc' : 'desc')
    .executeTakeFirstOrThrow())!.id;
  return { t, hr, someone };
}

/** Lets a held job go (it may still be held when a check failed) and closes the app. */
export async function closeHeldPayrollApp(pause: { disarm(): void; release(): void }, t: TestApp | undefined) {
  pause.disarm();
  pause.release();
  await t?.close();
}
