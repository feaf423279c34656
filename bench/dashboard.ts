// The dashboard's budget: GET /dashboard, every card, in one call at 100,000 employees, p99 < 30 ms, on SQLite and
// PostgreSQL. The organisation: 100,000 employees (4% resigned) with today's clock-ins derived (some late, some not yet
// in), leave and overtime around today (approved and pending, with their steps), public holidays and two years of
// payroll runs. The caller is the administrator, who sees every card and may act on every pending request. `npm run
// bench -- dashboard` runs this entry alone.
import os from 'node:os';
import type { RequestSpec } from 'autocannon';
import { openDatabase, type Database } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { ensureFirstAdmin } from '../server/auth/bootstrap.ts';
import { seedEmployeesBulk } from '../server/demo/seed-directory.ts';
import { businessToday, localToUtc } from '../server/lib/time.ts';
import { rederive } from '../server/modules/attendance/derive-service.ts';
import { inBatches, insertRequests } from './requests-seed.ts';
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
import { EMPLOYEES } from './employees.ts';
import { seededRandom } from './random.ts';
import { addDays } from '../contract/dates.ts';

const PATH = '/api/v1/admin/dashboard';
const BUDGET_P99_MS = 30;
/** Reported beside the budget: a few people opening their dashboard at once. */
const CONCURRENCY = Number(process.env.BENCH_DASHBOARD_CONCURRENCY ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CARDS = ['attendance', 'approvals', 'out', 'holidays', 'probations', 'headcount', 'overtime', 'leave', 'payroll'];

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export async function seed(db: Database): Promise<void> {
  await migrateToLatest(db);
  await ensureFirstAdmin(db, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  await seedEmployeesBulk(db, EMPLOYEES, { batch: 1000 });
  const today = businessToday();
  const now = new Date().toISOString();
  const active = (
    await db.kysely.selectFrom('employee').select('id').where('status', '=', 'active').orderBy('id').execute()
  ).map((e) => e.id);
  const random = seededRandom(4242);
  const pick = () => active[Math.floor(random() * active.length)];

  // Today's clock-ins (07:30–08:40; one in ten not in yet), derived into attendance records.
  const punches = active
    .filter(() => random() > 0.1)
    .map((employee_id) => ({
      employee_id,
      at: localToUtc(today, hhmm(450 + Math.floor(random() * 70))),
      date: today,
      source: 'import',
      direction: null,
      office_id: null,
      device: 'bench',
      created_at: now,
    }));
  await db.tx(async (trx) => {
    // A working day's load: today is no public holiday here (the directory seed has Cambodia's).
    await trx.deleteFrom('calendar_event').where('event_date', '=', today).execute();
    await inBatches(punches, 1000, (batch) => trx.insertInto('punch').values(batch).execute());
    await rederive(trx, 'all', today, today);

    const [{ id: leaveType }] = await trx
      .insertInto('leave_type')
      .values({
        name: 'Annual Leave (bench)',
        description: '',
        paid: 1,
        days_per_year: 18,
        carry_over_limit: 0,
        needs_attachment: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .execute();
    // Leave over the year around today (approved), 300 waiting; overtime likewise.
    const span = (days: number) => addDays(today, Math.floor(random() * days * 2) - days);
    const leave = Array.from({ length: 6000 }, (_, i) => {
      const start = span(180);
      const days = 1 + Math.floor(random() * 3);
      return {
        employee: pick(),
        start,
        end: addDays(start, days - 1),
        status: i < 300 ? 'pending' : 'approve',
        amount: days,
      } as const;
    });
    const overtime = Array.from({ length: 4000 }, (_, i) => {
      const date = span(90);
      return {
        employee: pick(),
        start: date,
        end: date,
        status: i < 300 ? 'pending' : 'approve',
        amount: 60 + Math.floor(random() * 180),
      } as const;
    });
    await insertRequests(trx, 'leave', leave, leaveType, now);
    await insertRequests(trx, 'overtime', overtime, leaveType, now);

    await trx
      .insertInto('calendar_event')
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          title: `Holiday ${i + 1}`,
          event_date: addDays(today, i * 9 - 180),
          kind: 'holiday',
          description: '',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const month = (back: number) => {
      const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1));
      return d.toISOString().slice(0, 7);
    };
    await trx
      .insertInto('payroll_run')
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          month: month(i + 1),
          status: 'approved',
          exchange_rate: 4100,
          headcount: active.length,
          gross_cents: 90_000_000 + i * 10_000,
          net_cents: 80_000_000,
          tax_cents: 5_000_000,
          employee_nssf_cents: 1_000_000,
          employer_cents: 3_000_000,
          generated_by_id: null,
          generated_by_username: 'bench',
          generated_at: now,
          approved_by_id: null,
          approved_by_username: 'bench',
          approved_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
}

export interface DashboardFigures {
  employees: number;
  concurrency: number;
  dashboard: Measurement;
  /** One call alone (concurrency 1): what one person opening the page waits. */
  alone: Measurement;
  bytes: number;
}

async function measureDialect(cleanup: Cleanup, url: string, label: string): Promise<DashboardFigures> {
  const t0 = performance.now();
  const db = openDatabase(url);
  try {
    await seed(db);
  } finally {
    await db.close();
  }
  if (label === 'PostgreSQL') await pgAnalyze(url);
  console.log(
    `  ${label}: seeded ${EMPLOYEES.toLocaleString('en')} employees in ${round((performance.now() - t0) / 1000)} s`,
  );
  const server = await startApi(cleanup, url);
  try {
    const token = await signIn(server.baseUrl);
    const headers = { authorization: `Bearer ${token}` };
    // The first call settles today's attendance; then the answer must hold every card with data.
    const res = await fetch(`${server.baseUrl}${PATH}`, { headers });
    const text = await res.text();
    const body = JSON.parse(text) as { data: { data: Record<string, unknown> } };
    const d = body.data?.data;
    const missing = CARDS.filter((c) => !d || !(c in d));
    if (!res.ok || missing.length)
      throw new Error(`unexpected dashboard: ${res.status} missing ${missing} ${text.slice(0, 300)}`);
    // On a weekend everyone is off; on a working day most have clocked in.
    const counts = d.attendance as { employees: number; present: number; day_off: number };
    if (counts.employees < EMPLOYEES * 0.9 || counts.present + counts.day_off < EMPLOYEES * 0.8)
      throw new Error(`attendance card not filled: ${JSON.stringify(counts)}`);
    const requests: RequestSpec[] = [{ method: 'GET', path: PATH, headers }];
    console.log(`  ${label}: GET /dashboard, concurrency 1 then ${CONCURRENCY}, ${DURATION_S} s each …`);
    const alone = await measure({ url: server.baseUrl, requests, connections: 1 }, DURATION_S, server.pid);
    const dashboard = await measure(
      { url: server.baseUrl, requests, connections: CONCURRENCY },
      DURATION_S,
      server.pid,
    );
    return { employees: EMPLOYEES, concurrency: CONCURRENCY, dashboard, alone, bytes: text.length };
  } finally {
    await server.stop();
  }
}

/** Both databases (PostgreSQL skipped with a note when it cannot be reached); writes bench/results/dashboard.json. */
export async function runDashboardBench(cleanup: Cleanup, pgAdminUrl: string) {
  const loadAtStart = os.loadavg().map((l) => round(l));
  const results = await onBothDatabases(cleanup, pgAdminUrl, 'dashboard', (url, label) =>
    measureDialect(cleanup, url, label),
  );
  const budgets: Record<string, { max: number; value: number; pass: boolean }> = {};
  for (const [label, f] of Object.entries(results)) {
    if ('error' in f) continue;
    const key = label === 'SQLite' ? 'sqlite' : 'postgres';
    // The budget is for one call (unlike the lists', it names no concurrency): judged on calls one at a time; the
    // figures at CONCURRENCY are reported beside it.
    budgets[`${key}DashboardP99Ms`] = { max: BUDGET_P99_MS, value: f.alone.p99Ms, pass: f.alone.p99Ms < BUDGET_P99_MS };
    const failed = [f.alone, f.dashboard].reduce((n, m) => n + m.non2xx + m.errors + m.timeouts, 0);
    budgets[`${key}DashboardAllSucceeded`] = { max: 0, value: failed, pass: failed === 0 };
  }
  const report = {
    generatedAt: new Date().toISOString(),
    environment: {
      cpus: os.cpus().length,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map((l) => round(l)),
    },
    employees: EMPLOYEES,
    request: `GET ${PATH} as the administrator (every card)`,
    results,
    budgets,
    pass: Object.values(budgets).every((b) => b.pass) && Object.values(results).every((r) => !('error' in r)),
  };
  writeResult('dashboard', report);
  console.log(
    `\nDashboard budget (${EMPLOYEES.toLocaleString('en')} employees; load average ${report.environment.loadAverageAtStart.join(' / ')} at start on ${report.environment.cpus} CPUs):`,
  );
  for (const [label, f] of Object.entries(results)) {
    if ('error' in f) {
      console.log(`  ${label}: failed: ${f.error}`);
      continue;
    }
    const key = label === 'SQLite' ? 'sqlite' : 'postgres';
    const b = budgets[`${key}DashboardP99Ms`];
    console.log(
      `  ${b.pass ? 'PASS' : 'FAIL'}  ${label} GET /dashboard, one call at a time, p99 < ${BUDGET_P99_MS} ms: ${f.alone.p99Ms} ms (p50 ${f.alone.p50Ms} ms, ${f.alone.serverCpuUsPerRequest ?? '–'} µs CPU/req); at concurrency ${f.concurrency}: p50 ${f.dashboard.p50Ms} ms, p99 ${f.dashboard.p99Ms} ms, ${f.dashboard.reqPerSec} req/s`,
    );
  }
  console.log('  → bench/results/dashboard.json');
  return report;
}
