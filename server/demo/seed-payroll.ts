// The demo's payroll, through the real service paths so every payroll screen shows real figures on first start: the
// device punches of last month's days before the attendance seed's 30 days (imported like the others), employees'
// dependants and a few non-residents, pay lines (allowances for everyone, some of one employee, a month's advances from
// a file, loans as a % of base, next month's bonuses), then last month's attendance closed by HR, its payroll generated
// at the 15th's rate and approved. Runs once per database (skipped when any pay line or run exists, or without the demo
// organisation).
import { addDays } from '../../contract/dates.ts';
import type { PayLineBody } from '../../contract/api/payroll.ts';
import type { Database } from '../db/database.ts';
import { atTime } from '../lib/clock.ts';
import { businessToday } from '../lib/time.ts';
import { closePeriod } from '../modules/attendance/service.ts';
import { periodDates, periodOfDate } from '../modules/attendance/derive-service.ts';
import { nextMonth } from '../modules/payroll/adjustment-service.ts';
import { checkPayLineImport, insertPayLines, readPayLineSheet } from '../modules/payroll/import-service.ts';
import { createPayLine } from '../modules/payroll/pay-lines-service.ts';
import { approvePayroll, generatePayroll } from '../modules/payroll/run-lifecycle-service.ts';
import { updateEmployeeTax } from '../modules/payroll/tax-service.ts';
import { minutes, moment } from './demo-calendar.ts';
import { loadRoster } from './demo-roster.ts';
import { ATTENDANCE_DAYS, buildPunches, importDay, staffIdsOf, type DemoPunch } from './seed-attendance.ts';
import { holidaySet } from './seed-calendar-setup.ts';

/** The official USD→riel rate of the demo's month (the 15th's). */
export const DEMO_EXCHANGE_RATE = 4_105;

export interface PayrollSummary {
  skipped: boolean;
  month: string | null;
  punches: number;
  dependants: number;
  payLines: number;
  runId: number | null;
  headcount: number;
}

const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

export async function seedPayroll(db: Database, options: { now?: Date } = {}): Promise<PayrollSummary> {
  const anchor = options.now ?? new Date();
  const today = businessToday(anchor);
  const none = { month: null, punches: 0, dependants: 0, payLines: 0, runId: null, headcount: 0 };
  const k = db.kysely;
  const started =
    (await k.selectFrom('payroll_run').select('id').limit(1).executeTakeFirst()) ??
    (await k.selectFrom('pay_line').select('id').limit(1).executeTakeFirst());
  const roster = await loadRoster(k);
  const hr = roster.users.get('hr_manager');
  if (started || !hr || roster.employees.length === 0) return { skipped: true, ...none };

  const month = previousMonth(await periodOfDate(k, today));
  const { from, to } = await periodDates(k, month);
  const at = (day: string, hhmm: string) => {
    const m = moment(day, minutes(hhmm));
    return m < anchor ? m : anchor;
  };

  // The days of last month before the attendance seed's window, as a device would have recorded them.
  const windowStart = addDays(today, -ATTENDANCE_DAYS);
  let punches = 0;
  if (from < windowStart) {
    const earlierToday = addDays(windowStart, -1);
    // Nobody punches on a day of leave the request seed planned (approved or still waiting).
    const leaves = await k
      .selectFrom('approval_request')
      .select(['employee_id', 'start_date', 'end_date'])
      .where('kind', '=', 'leave')
      .where('status', 'in', ['approve', 'pending'])
      .where('start_date', '<=', earlierToday)
      .where('end_date', '>=', from)
      .execute();
    const onLeave = new Set<string>();
    for (const l of leaves)
      for (let d = l.start_date; d <= l.end_date; d = addDays(d, 1)) onLeave.add(`${l.employee_id}|${d}`);
    const earlier = buildPunches({
      employees: roster.employees,
      requests: [],
      holidays: await holidaySet(db),
      today: earlierToday,
      anchor: moment(earlierToday, minutes('23:59')),
      seed: 20_261_014,
    }).filter((p) => p.date >= from && !onLeave.has(`${p.employeeId}|${p.date}`));
    const staffIds = await staffIdsOf(
      k,
      roster.employees.map((e) => e.id),
    );
    const byDay = new Map<string, DemoPunch[]>();
    for (const p of earlier) byDay.set(p.date, [...(byDay.get(p.date) ?? []), p]);
    for (const [day, list] of byDay) punches += await atTime(at(day, '23:55'), () => importDay(db, hr, list, staffIds));
  }

  // Set up two months before: dependants, residency and the standing pay lines.
  const setupDay = addDays(from, -30);
  const employees = roster.employees;
  let dependants = 0;
  let payLines = 0;
  /** The same pay line for every `step`th employee from `first`; answers how many. */
  const forEvery = async (first: number, step: number, line: Omit<PayLineBody, 'employee_id'>) => {
    let n = 0;
    for (let i = first; i < employees.length; i += step, n++)
      await createPayLine(db, hr, { ...line, employee_id: employees[i].id });
    return n;
  };
  await atTime(at(setupDay, '09:00'), async () => {
    for (let i = 0; i < employees.length; i++) {
      const spouse = i % 3 === 0;
      const children = i % 4 === 1 ? 2 : i % 5 === 2 ? 1 : i % 11 === 0 ? 3 : 0;
      const resident = i % 23 !== 7;
      if (!spouse && children === 0 && resident) continue;
      await updateEmployeeTax(db, hr, employees[i].id, { resident, spouse_dependant: spouse, children });
      dependants += (spouse ? 1 : 0) + children;
    }
    const standing = [
      { kind: 'earning', name: 'Transport allowance', amount_cents: 2_500, taxable: false },
      { kind: 'earning', name: 'Attendance bonus', amount_cents: 1_000, taxable: true },
    ] as const;
    for (const line of standing) {
      await createPayLine(db, hr, { ...line, employee_id: null, from_month: previousMonth(month), to_month: null });
      payLines++;
    }
    // Every ninth employee's phone, and every 25th (from the fifth) a loan repaid over three months.
    payLines += await forEvery(0, 9, {
      kind: 'earning',
      name: 'Phone allowance',
      amount_cents: 1_500,
      taxable: true,
      from_month: month,
      to_month: null,
    });
    payLines += await forEvery(4, 25, {
      kind: 'deduction',
      name: 'Staff loan repayment',
      percent_bp: 500,
      taxable: false,
      from_month: month,
      to_month: nextMonth(nextMonth(month)),
    });
  });

  // The month's salary advances, from a file as HR keeps them.
  await atTime(at(addDays(to, -10), '14:00'), async () => {
    const staffIds = await staffIdsOf(
      k,
      employees.filter((_, i) => i % 14 === 3).map((e) => e.id),
    );
    const rows = [...staffIds.values()].map((s, i) => `${s},deduction,Salary advance,${50 + (i % 3) * 25},,no`);
    const file = Buffer.from(`staff_id,kind,name,amount,percent,taxable\r\n${rows.join('\r\n')}\r\n`);
    const lines = await checkPayLineImport(k, await readPayLineSheet(file, 'csv'), month);
    payLines += await insertPayLines(db, hr, month, lines, 'csv', () => {});
  });

  // Close, generate and approve in the days after the month.
  const closeDay = addDays(to, 1);
  await atTime(at(closeDay, '09:00'), () => closePeriod(db, hr, month));
  const run = await atTime(at(closeDay, '10:30'), () =>
    generatePayroll(db, hr, { month, exchange_rate: DEMO_EXCHANGE_RATE }),
  );
  await atTime(at(addDays(closeDay, 1), '11:00'), () => approvePayroll(db, hr, run.id));

  // This month's bonuses, for the preview's differences from last month.
  await atTime(at(addDays(closeDay, 2), '09:30'), async () => {
    payLines += await forEvery(2, 12, {
      kind: 'earning',
      name: 'Performance bonus',
      amount_cents: 10_000,
      taxable: true,
      from_month: nextMonth(month),
      to_month: nextMonth(month),
    });
  });
  return { skipped: false, month, punches, dependants, payLines, runId: run.id, headcount: run.headcount };
}
