// The activity log at 1,000,000 entries (its budget: a filtered page p99 < 50 ms), on SQLite and PostgreSQL: two years
// of entries by 60 actors over 17 resources (employee updates most, failed sign-ins and exports rare), with
// before/after snapshots; then pages of 100 under the filters the log page offers, one combination picked at random per
// request (a record's history, an actor, an action, a resource and action, a month, an actor in a month, nothing), at
// concurrency 10. `npm run bench -- activity-log` runs this entry alone.
import os from 'node:os';
import type { RequestSpec } from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { ensureFirstAdmin } from '../server/auth/bootstrap.ts';
import { ADMIN, Cleanup, measure, signIn, startApi, onBothDatabases, writeResult, type Measurement } from './api.ts';
import { seededRandom } from './random.ts';

export const LOG_ENTRIES = 1_000_000;
const CONCURRENCY = 10;
const LIMIT = 100;
const BUDGET_P99_MS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const LOG_PATH = '/api/v1/admin/activity-log';
const BATCH = 1000;
const ACTORS = 60;
const EMPLOYEES = 20_000;
const SPAN_MS = 2 * 365 * 86_400_000;

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const seconds = (since: number) => round((performance.now() - since) / 1000);

/** Resource, action and share of entries, roughly as an HR office's log fills. */
const MIX: Array<[resource: string, action: string, weight: number]> = [
  ['employee', 'update', 30],
  ['employee', 'create', 3],
  ['employee', 'export', 1],
  ['attendance', 'correct', 8],
  ['attendance', 'import', 2],
  ['leaveRequest', 'create', 8],
  ['leaveRequest', 'approve', 7],
  ['leaveRequest', 'reject', 1],
  ['overtimeRequest', 'create', 4],
  ['overtimeRequest', 'approve', 3],
  ['postClockRequest', 'create', 3],
  ['sysUser', 'sign-in', 20],
  ['sysUser', 'sign-in-failed', 1],
  ['sysUser', 'update', 1],
  ['role', 'update', 0.5],
  ['office', 'update', 0.5],
  ['department', 'update', 1],
  ['team', 'update', 1],
  ['payroll', 'create', 1],
  ['leaveType', 'update', 1],
  ['calendar', 'create', 1],
  ['sysLog', 'export', 1],
];
const TOTAL_WEIGHT = MIX.reduce((s, m) => s + m[2], 0);

const random = seededRandom(20261125);
const pick = () => {
  let r = random() * TOTAL_WEIGHT;
  for (const m of MIX) if ((r -= m[2]) < 0) return m;
  return MIX[0];
};

/** Entries i..i+n, oldest first, spread evenly over the two years before `end`. */
function entries(start: number, n: number, end: number) {
  return Array.from({ length: n }, (_, k) => {
    const i = start + k;
    const [resource, action] = pick();
    const actor = 1 + Math.floor(random() * ACTORS);
    const record = resource === 'employee' ? 1 + Math.floor(random() * EMPLOYEES) : 1 + Math.floor(random() * 500);
    const salary = 50_000 + Math.floor(random() * 200_000);
    const update = action === 'update' || action === 'correct';
    return {
      actor_id: action === 'sign-in-failed' ? null : actor,
      actor_username: `user${actor}`,
      action,
      resource,
      record_id: String(record),
      before: update ? JSON.stringify({ id: record, salary_cents: salary, position: 'Officer', team_id: 3 }) : null,
      after: update
        ? JSON.stringify({ id: record, salary_cents: salary + 5_000, position: 'Senior Officer', team_id: 3 })
        : null,
      ip: `10.20.${actor % 8}.${actor}`,
      user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
      created_at: new Date(end - SPAN_MS + Math.floor((i / LOG_ENTRIES) * SPAN_MS)).toISOString(),
    };
  });
}

async function seed(url: string, end: number): Promise<void> {
  const db = openDatabase(url);
  try {
    await migrateToLatest(db);
    await ensureFirstAdmin(db, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    for (let i = 0; i < LOG_ENTRIES; i += 50 * BATCH) {
      await db.tx(async (trx) => {
        for (let j = i; j < Math.min(i + 50 * BATCH, LOG_ENTRIES); j += BATCH)
          await trx
            .insertInto('activity_log')
            .values(entries(j, BATCH, end))
            .execute();
      });
    }
  } finally {
    await db.close();
  }
  // PostgreSQL: the statistics and visibility map autovacuum keeps after a load this size (index-only counts).
  // SQLite gets no ANALYZE: the app never runs one, so the plans must be right without statistics.
  if (url.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('vacuum analyze activity_log');
    } finally {
      await client.end();
    }
  }
}

const month = (end: number, back: number) => {
  const d = new Date(end - back * 30 * 86_400_000);
  const from = d.toISOString().slice(0, 8) + '01';
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  return `from=${from}&to=${last}`;
};

/** One filter combination the log page offers, at random; a page among the first few. */
function filteredPath(end: number): string {
  const r = random();
  const actor = 1 + Math.floor(random() * ACTORS);
  const page = random() < 0.8 ? 1 : 2 + Math.floor(random() * 4);
  const filters =
    r < 0.2
      ? `resource=employee&record_id=${1 + Math.floor(random() * EMPLOYEES)}`
      : r < 0.35
        ? `actor_id=${actor}`
        : r < 0.45
          ? `action=${random() < 0.5 ? 'sign-in-failed' : 'export'}`
          : r < 0.6
            ? `resource=employee&action=update`
            : r < 0.7
              ? month(end, Math.floor(random() * 24))
              : r < 0.8
                ? `actor_id=${actor}&${month(end, Math.floor(random() * 24))}`
                : r < 0.9
                  ? `resource=leaveRequest&${month(end, Math.floor(random() * 24))}`
                  : '';
  return `${LOG_PATH}?${filters}${filters ? '&' : ''}page=${page}&limit=${LIMIT}`;
}

export interface ActivityLogFigures {
  entries: number;
  seedS: number;
  page: Measurement;
}

async function measureDialect(cleanup: Cleanup, url: string, label: string): Promise<ActivityLogFigures> {
  const end = Date.now() - 3_600_000;
  const t0 = performance.now();
  await seed(url, end);
  const seedS = seconds(t0);
  console.log(`  ${label}: seeded ${LOG_ENTRIES.toLocaleString('en')} entries in ${seedS} s`);
  const server = await startApi(cleanup, url);
  try {
    const token = await signIn(server.baseUrl);
    const auth = { authorization: `Bearer ${token}` };
    for (const check of [`${LOG_PATH}?resource=employee&action=update&limit=${LIMIT}`, `${LOG_PATH}?limit=${LIMIT}`]) {
      const res = await fetch(`${server.baseUrl}${check}`, { headers: auth });
      const body = (await res.json()) as { data: unknown[]; total_capped: boolean };
      if (!res.ok || body.data.length !== LIMIT || !body.total_capped)
        throw new Error(`unexpected log page: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    }
    console.log(`  ${label}: filtered pages of ${LIMIT}, concurrency ${CONCURRENCY}, ${DURATION_S} s …`);
    const requests: RequestSpec[] = [
      {
        method: 'GET',
        path: filteredPath(end),
        headers: auth,
        setupRequest: (request) => ({ ...request, path: filteredPath(end) }),
      },
    ];
    const page = await measure({ url: server.baseUrl, requests, connections: CONCURRENCY }, DURATION_S, server.pid);
    return { entries: LOG_ENTRIES, seedS, page };
  } finally {
    await server.stop();
  }
}

/** Both databases (PostgreSQL skipped with a note when it cannot be reached); writes bench/results/activity-log.json. */
export async function runActivityLogBench(cleanup: Cleanup, pgAdminUrl: string) {
  const loadAtStart = os.loadavg().map((l) => round(l));
  const results = await onBothDatabases(cleanup, pgAdminUrl, 'activity log', (url, label) =>
    measureDialect(cleanup, url, label),
  );
  const budgets: Record<string, { max: number; value: number; pass: boolean }> = {};
  for (const [label, f] of Object.entries(results)) {
    if ('error' in f) continue;
    const key = label === 'SQLite' ? 'sqlite' : 'postgres';
    budgets[`${key}FilteredPageP99Ms`] = {
      max: BUDGET_P99_MS,
      value: f.page.p99Ms,
      pass: f.page.p99Ms < BUDGET_P99_MS,
    };
    const failed = f.page.non2xx + f.page.errors + f.page.timeouts;
    budgets[`${key}FilteredPageAllSucceeded`] = { max: 0, value: failed, pass: failed === 0 };
  }
  const report = {
    generatedAt: new Date().toISOString(),
    environment: {
      cpus: os.cpus().length,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map((l) => round(l)),
    },
    entries: LOG_ENTRIES,
    concurrency: CONCURRENCY,
    page: `GET ${LOG_PATH}?<random filter combination>&page=<1..5>&limit=${LIMIT}`,
    results,
    budgets,
    pass: Object.values(budgets).every((b) => b.pass) && Object.values(results).every((r) => !('error' in r)),
  };
  writeResult('activity-log', report);
  const load = report.environment;
  console.log(
    `\nActivity log budgets (1,000,000 entries; load average ${load.loadAverageAtStart.join(' / ')} at start, ${load.loadAverageAtEnd.join(' / ')} at end on ${load.cpus} CPUs):`,
  );
  for (const [label, f] of Object.entries(results)) {
    if ('error' in f) {
      console.log(`  ${label}: failed: ${f.error}`);
      continue;
    }
    const key = label === 'SQLite' ? 'sqlite' : 'postgres';
    const v = (name: string) => (budgets[`${key}${name}`].pass ? 'PASS' : 'FAIL');
    console.log(
      `  ${v('FilteredPageP99Ms')}  ${label} filtered page of ${LIMIT} p99 < ${BUDGET_P99_MS} ms at concurrency ${CONCURRENCY}: ${f.page.p99Ms} ms (p50 ${f.page.p50Ms} ms, ${f.page.reqPerSec} req/s, ${f.page.serverCpuUsPerRequest ?? '–'} µs CPU/req)`,
    );
    console.log(`  ${v('FilteredPageAllSucceeded')}  ${label} every filtered page answered 2xx`);
  }
  console.log('  → bench/results/activity-log.json');
  return report;
}
