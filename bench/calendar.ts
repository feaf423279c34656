// The calendar's month view, on SQLite and PostgreSQL: 5,000 employees with about 60,000 leave requests over the year
// around today (1–5 working days each, some half days; approved, and pending more often ahead than behind), company
// events, trainings and meetings every week and the public holidays; then GET /calendar for the 42-day grid of a month
// picked at random among the current one ± 2, one call at a time and at concurrency 10. The calendar has no budget of
// its own: one call is judged against the dashboard's p99 < 30 ms. `npm run bench -- calendar` runs this entry alone.
import { addDays } from '../contract/dates.ts';
import os from 'node:os';
import type { Insertable } from 'kysely';
import type { RequestSpec } from 'autocannon';
import { openDatabase, type Database } from '../server/db/database.ts';
import type { CalendarEventTable } from '../server/db/schema.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { ensureFirstAdmin } from '../server/auth/bootstrap.ts';
import { seedEmployeesBulk } from '../server/demo/seed-directory.ts';
import { businessToday } from '../server/lib/time.ts';
import { cambodiaHolidays } from '../server/modules/calendar/cambodia-holidays.ts';
import { isWorkingDay, leaveDays } from '../contract/working-days.ts';
import { insertRequests, type SeedRequest } from './requests-seed.ts';
import {
  ADMIN,
  Cleanup,
  measure,
  pgAnalyze,
  signIn,
  startApi,
  onBothDatabases,
  writeResult,
  type Measurement,
} from './api.ts';
import { seededRandom } from './random.ts';

export const CALENDAR_EMPLOYEES = 5_000;
export const CALENDAR_LEAVE_REQUESTS = 60_000;
const PATH = '/api/v1/admin/calendar';
/** The dashboard's budget for one call; the calendar has none of its own. */
const BUDGET_P99_MS = 30;
/** Reported beside the budget: a few people opening the calendar at once. */
const CONCURRENCY = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** Leave starts within this many days either side of today. */
const LEAVE_SPAN_DAYS = 182;
/** Requests per transaction, and rows per insert. */
const TX_REQUESTS = 10_000;
const GRID_DAYS = 42;

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const seconds = (since: number) => round((performance.now() - since) / 1000);

const SEED = 20261126;
let random = seededRandom(SEED);

/** The first day of the month `offset` months from today's. */
const monthStart = (today: string, offset: number) =>
  new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + offset, 1)).toISOString().slice(0, 10);

/** The month grid of the month `offset` months from today's: from the Monday on or before the 1st, 42 days. */
function grid(today: string, offset: number): { from: string; to: string } {
  const first = monthStart(today, offset);
  const from = addDays(first, -((new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7));
  return { from, to: addDays(from, GRID_DAYS - 1) };
}

/** A month among the current one ± 2, at random. */
function gridPath(today: string): string {
  const { from, to } = grid(today, Math.floor(random() * 5) - 2);
  return `${PATH}?from=${from}&to=${to}`;
}

/** The leave types HR has, and the share of requests each takes. */
const LEAVE_TYPES: Array<[name: string, paid: number, daysPerYear: number, weight: number]> = [
  ['Annual Leave (bench)', 1, 18, 0.7],
  ['Sick Leave (bench)', 1, 7, 0.2],
  ['Unpaid Leave (bench)', 0, 30, 0.1],
];

export async function seed(db: Database, today: string): Promise<{ holidays: number; events: number }> {
  random = seededRandom(SEED); // the same organisation on both databases
  await migrateToLatest(db);
  await ensureFirstAdmin(db, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  await seedEmployeesBulk(db, CALENDAR_EMPLOYEES, { batch: 1000 });
  const now = new Date().toISOString();
  const active = (
    await db.kysely.selectFrom('employee').select('id').where('status', '=', 'active').orderBy('id').execute()
  ).map((e) => e.id);
  const offices = (await db.kysely.selectFrom('office').select('id').orderBy('id').execute()).map((o) => o.id);

  // The public holidays of every year the measured grids touch (the current one, and its neighbour near its ends).
  const years = new Set([grid(today, -2).from.slice(0, 4), grid(today, 2).to.slice(0, 4)].map(Number));
  const holidays = [...years].flatMap((y) => cambodiaHolidays(y));
  const holidaySet = new Set(holidays.map((h) => h.date));

  const typeIds = await db.tx(async (trx) => {
    const ids: number[] = [];
    for (const [name, paid, daysPerYear] of LEAVE_TYPES) {
      const { id } = await trx
        .insertInto('leave_type')
        .values({
          name,
          description: '',
          paid,
          days_per_year: daysPerYear,
          carry_over_limit: 0,
          needs_attachment: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    await trx
      .insertInto('calendar_event')
      .values(
        holidays.map((h) => ({
          title: h.title,
          event_date: h.date,
          kind: 'holiday',
          description: 'Public holiday in Cambodia',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    return ids;
  });

  // Company events over the same year: two or three a week on working days, a fifth over two or three days,
  // a third for one office only.
  const events: Array<Insertable<CalendarEventTable>> = [];
  for (let week = -LEAVE_SPAN_DAYS; week < LEAVE_SPAN_DAYS; week += 7) {
    const n = 2 + Math.floor(random() * 2);
    for (let k = 0; k < n; k++) {
      let date = addDays(today, week + Math.floor(random() * 7));
      while (!isWorkingDay(date, holidaySet)) date = addDays(date, 1);
      const kind = (['event', 'training', 'meeting'] as const)[Math.floor(random() * 3)];
      const days = random() < 0.2 ? 2 + Math.floor(random() * 2) : 1;
      events.push({
        title: `${kind === 'event' ? 'Company event' : kind === 'training' ? 'Training' : 'Meeting'} ${events.length + 1}`,
        event_date: date,
        end_date: days > 1 ? addDays(date, days - 1) : null,
        kind,
        office_id: random() < 0.3 ? offices[Math.floor(random() * offices.length)] : null,
        description: 'Bench',
        created_at: now,
        updated_at: now,
      });
    }
  }
  await db.tx((trx) => trx.insertInto('calendar_event').values(events).execute());

  // Leave: first days on working days over the year around today, 1–5 working days (a one-day leave is a half
  // day one time in seven); pending for 30% of what lies ahead, 3% of what is past (not decided yet).
  const pickType = () => {
    let r = random();
    for (let t = 0; t < LEAVE_TYPES.length; t++) if ((r -= LEAVE_TYPES[t][3]) < 0) return typeIds[t];
    return typeIds[0];
  };
  const leave = (): SeedRequest => {
    let start = addDays(today, Math.floor(random() * LEAVE_SPAN_DAYS * 2) - LEAVE_SPAN_DAYS);
    while (!isWorkingDay(start, holidaySet)) start = addDays(start, 1);
    let end = start;
    for (let left = Math.floor(random() * 5); left > 0; left--) {
      end = addDays(end, 1);
      while (!isWorkingDay(end, holidaySet)) end = addDays(end, 1);
    }
    const half = start === end && random() < 1 / 7;
    const endHalf = half && random() < 0.5;
    const span = { start_date: start, end_date: end, start_half: half && !endHalf, end_half: endHalf };
    return {
      employee: active[Math.floor(random() * active.length)],
      leaveType: pickType(),
      start,
      end,
      startHalf: span.start_half,
      endHalf: span.end_half,
      amount: leaveDays(span, holidaySet),
      status: random() < (start > today ? 0.3 : 0.03) ? 'pending' : 'approve',
    };
  };
  for (let done = 0; done < CALENDAR_LEAVE_REQUESTS; done += TX_REQUESTS) {
    const rows = Array.from({ length: Math.min(TX_REQUESTS, CALENDAR_LEAVE_REQUESTS - done) }, leave);
    await db.tx((trx) => insertRequests(trx, 'leave', rows, typeIds[0], now));
  }
  return { holidays: holidays.length, events: events.length };
}

export interface CalendarFigures {
  employees: number;
  leaveRequests: number;
  holidays: number;
  events: number;
  seedS: number;
  /** The check call's answer (the current month): what the grid shows, and its size. */
  answer: { leave: number; leaveCapped: boolean; events: number; bytes: number };
  /** One call alone (concurrency 1): what one person opening the page waits. */
  alone: Measurement;
  concurrent: Measurement;
}

async function measureDialect(cleanup: Cleanup, url: string, label: string): Promise<CalendarFigures> {
  const today = businessToday();
  const t0 = performance.now();
  const db = openDatabase(url);
  let seeded: { holidays: number; events: number };
  try {
    seeded = await seed(db, today);
  } finally {
    await db.close();
  }
  if (label === 'PostgreSQL') await pgAnalyze(url);
  const seedS = seconds(t0);
  console.log(
    `  ${label}: seeded ${CALENDAR_EMPLOYEES.toLocaleString('en')} employees, ${CALENDAR_LEAVE_REQUESTS.toLocaleString('en')} leave requests, ${seeded.events} events and ${seeded.holidays} holidays in ${seedS} s`,
  );
  const server = await startApi(cleanup, url);
  try {
    const token = await signIn(server.baseUrl);
    const headers = { authorization: `Bearer ${token}` };
    const { from, to } = grid(today, 0);
    const res = await fetch(`${server.baseUrl}${PATH}?from=${from}&to=${to}`, { headers });
    const text = await res.text();
    const body = JSON.parse(text) as {
      data?: { events: unknown[]; leave?: unknown[]; leave_capped?: boolean };
    };
    if (!res.ok || !body.data?.leave?.length || !body.data.events.length)
      throw new Error(`unexpected calendar: ${res.status} ${text.slice(0, 300)}`);
    const answer = {
      leave: body.data.leave.length,
      leaveCapped: !!body.data.leave_capped,
      events: body.data.events.length,
      bytes: text.length,
    };
    const requests: RequestSpec[] = [
      {
        method: 'GET',
        path: gridPath(today),
        headers,
        setupRequest: (request) => ({ ...request, path: gridPath(today) }),
      },
    ];
    console.log(`  ${label}: GET /calendar month grids, concurrency 1 then ${CONCURRENCY}, ${DURATION_S} s each …`);
    const alone = await measure({ url: server.baseUrl, requests, connections: 1 }, DURATION_S, server.pid);
    const concurrent = await measure(
      { url: server.baseUrl, requests, connections: CONCURRENCY },
      DURATION_S,
      server.pid,
    );
    return {
      employees: CALENDAR_EMPLOYEES,
      leaveRequests: CALENDAR_LEAVE_REQUESTS,
      ...seeded,
      seedS,
      answer,
      alone,
      concurrent,
    };
  } finally {
    await server.stop();
  }
}

/** Both databases (PostgreSQL skipped with a note when it cannot be reached); writes bench/results/calendar.json. */
export async function runCalendarBench(cleanup: Cleanup, pgAdminUrl: string) {
  const loadAtStart = os.loadavg().map((l) => round(l));
  const results = await onBothDatabases(cleanup, pgAdminUrl, 'calendar', (url, label) =>
    measureDialect(cleanup, url, label),
  );
  const budgets: Record<string, { max: number; value: number; pass: boolean }> = {};
  for (const [label, f] of Object.entries(results)) {
    if ('error' in f) continue;
    const key = label === 'SQLite' ? 'sqlite' : 'postgres';
    // Like the dashboard's budget, one call: judged on calls one at a time; the figures at CONCURRENCY are
    // reported beside it.
    budgets[`${key}CalendarP99Ms`] = { max: BUDGET_P99_MS, value: f.alone.p99Ms, pass: f.alone.p99Ms < BUDGET_P99_MS };
    const failed = [f.alone, f.concurrent].reduce((n, m) => n + m.non2xx + m.errors + m.timeouts, 0);
    budgets[`${key}CalendarAllSucceeded`] = { max: 0, value: failed, pass: failed === 0 };
  }
  const report = {
    generatedAt: new Date().toISOString(),
    environment: {
      cpus: os.cpus().length,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map((l) => round(l)),
    },
    employees: CALENDAR_EMPLOYEES,
    leaveRequests: CALENDAR_LEAVE_REQUESTS,
    concurrency: CONCURRENCY,
    request: `GET ${PATH}?from=<Monday on or before the 1st>&to=<41 days later>, a month among the current one ± 2, as the administrator (events, holidays and leave)`,
    results,
    budgets,
    pass: Object.values(budgets).every((b) => b.pass) && Object.values(results).every((r) => !('error' in r)),
  };
  writeResult('calendar', report);
  const load = report.environment;
  console.log(
    `\nCalendar budget (${CALENDAR_EMPLOYEES.toLocaleString('en')} employees, ${CALENDAR_LEAVE_REQUESTS.toLocaleString('en')} leave requests; load average ${load.loadAverageAtStart.join(' / ')} at start, ${load.loadAverageAtEnd.join(' / ')} at end on ${load.cpus} CPUs):`,
  );
  for (const [label, f] of Object.entries(results)) {
    if ('error' in f) {
      console.log(`  ${label}: failed: ${f.error}`);
      continue;
    }
    const key = label === 'SQLite' ? 'sqlite' : 'postgres';
    const v = (name: string) => (budgets[`${key}${name}`].pass ? 'PASS' : 'FAIL');
    console.log(
      `  ${v('CalendarP99Ms')}  ${label} GET /calendar month grid, one call at a time, p99 < ${BUDGET_P99_MS} ms: ${f.alone.p99Ms} ms (p50 ${f.alone.p50Ms} ms, ${f.alone.reqPerSec} req/s, ${f.alone.serverCpuUsPerRequest ?? '–'} µs CPU/req); at concurrency ${CONCURRENCY}: p50 ${f.concurrent.p50Ms} ms, p99 ${f.concurrent.p99Ms} ms, ${f.concurrent.reqPerSec} req/s, ${f.concurrent.serverCpuUsPerRequest ?? '–'} µs CPU/req`,
    );
    console.log(`  ${v('CalendarAllSucceeded')}  ${label} every month grid answered 2xx`);
  }
  console.log('  → bench/results/calendar.json');
  return report;
}
