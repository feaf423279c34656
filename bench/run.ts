// `npm run bench`: the budgets of docs/architecture.md#budgets. Prints a table and writes bench/results/*.json. Always
// exits 0 once figures are written; PASS/FAIL per budget is printed and recorded in the JSON.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ADMIN,
  BUDGET,
  BUDGET_CONNECTIONS,
  CONNECTIONS,
  Cleanup,
  ROOT,
  USERS,
  measureApi,
  measureCeiling,
  pgAnalyze,
  seedUsers,
  startHello,
  ratio,
  startApi,
  tempPostgresUrl,
  tempSqliteUrl,
  type DialectFigures,
  type Endpoints,
  type Measurement,
} from './api.ts';
import { runActivityLogBench } from './activity-log.ts';
import { runAttendanceBench } from './attendance.ts';
import { runCalendarBench } from './calendar.ts';
import { runContentionBench } from './contention.ts';
import { runMonthEndBench } from './month-end.ts';
import { runProcessesBench } from './processes.ts';
import { runDashboardBench } from './dashboard.ts';
import { runLeaveLedgerBench } from './leave-ledger.ts';
import { EMPLOYEES } from './employees.ts';
import { runPayrollBench } from './payroll.ts';

const RESULTS = path.join(ROOT, 'bench', 'results');
const WEB_BENCH = path.join(ROOT, 'bench', 'web.ts');
const PG_URL = process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WEB_TIMEOUT_MS = 180_000;

const cleanup = new Cleanup();
let cleaning: Promise<void> | undefined;
const cleanUp = () => (cleaning ??= cleanup.run());
// `on`, not `once`: a listener must stay registered, or a library's own handler (Playwright closes its
// browsers on SIGINT and exits when it is the last listener) ends the process before the clean-up is done.
let signalled = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (signalled) process.exit(130); // a second signal: stop now; 'exit' below still does what it can
    signalled = true;
    console.error(`\n${signal}: cleaning up…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
process.on('exit', () => {
  cleanup.killChildrenNow();
  cleanup.runSyncNow();
});

const started = Date.now();
const LOAD_AT_START = os.loadavg().map((l) => Math.round(l * 100) / 100);
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** `npm run bench -- attendance`: that entry alone (`api`: the ceiling and the budgeted lists on both databases). */
const ONLY = process.argv.slice(2).filter((a) => !a.startsWith('-'));

async function main(): Promise<void> {
  fs.mkdirSync(RESULTS, { recursive: true });
  if (ONLY.includes('activity-log')) {
    console.log(`HRMS bench — activity log only, ${os.cpus().length} CPUs, Node ${process.version}`);
    await runActivityLogBench(cleanup, PG_URL);
    return;
  }
  if (ONLY.includes('attendance')) {
    console.log(`HRMS bench — attendance only, ${os.cpus().length} CPUs, Node ${process.version}`);
    await runAttendanceBench(cleanup, PG_URL);
    return;
  }
  if (ONLY.includes('processes')) {
    console.log(`HRMS bench — several API processes only, ${os.cpus().length} CPUs, Node ${process.version}`);
    const urls = { SQLite: tempSqliteUrl(cleanup), PostgreSQL: await tempPostgresUrl(cleanup, PG_URL) };
    for (const url of Object.values(urls)) await seedUsers(url, USERS);
    await pgAnalyze(urls.PostgreSQL);
    await runProcessesBench(cleanup, urls);
    return;
  }
  if (ONLY.includes('calendar')) {
    console.log(`HRMS bench — calendar only, ${os.cpus().length} CPUs, Node ${process.version}`);
    await runCalendarBench(cleanup, PG_URL);
    return;
  }
  if (ONLY.includes('payroll')) {
    console.log(`HRMS bench — payroll only, ${os.cpus().length} CPUs, Node ${process.version}`);
    await runPayrollBench(cleanup, PG_URL);
    return;
  }
  if (ONLY.includes('contention')) {
    console.log(`HRMS bench — heavy jobs against the list only, ${os.cpus().length} CPUs, Node ${process.version}`);
    await runContentionBench(
      cleanup,
      PG_URL,
      ONLY.filter((a) => a !== 'contention'),
    );
    return;
  }
  if (ONLY.includes('month-end')) {
    console.log(`HRMS bench — the whole month-end only, ${os.cpus().length} CPUs, Node ${process.version}`);
    await runMonthEndBench(cleanup, PG_URL);
    return;
  }
  if (ONLY.includes('leave')) {
    console.log(`HRMS bench — leave ledger only, ${os.cpus().length} CPUs, Node ${process.version}`);
    await runLeaveLedgerBench(cleanup, PG_URL);
    return;
  }
  if (ONLY.includes('web')) {
    console.log(`HRMS bench — web figures only, ${os.cpus().length} CPUs, Node ${process.version}`);
    const webReady = await ensureWebBuild();
    const sqliteUrl = tempSqliteUrl(cleanup);
    await seedUsers(sqliteUrl, USERS);
    await webBench(webReady, sqliteUrl);
    return;
  }
  if (ONLY.includes('dashboard')) {
    console.log(`HRMS bench — dashboard only, ${os.cpus().length} CPUs, Node ${process.version}`);
    await runDashboardBench(cleanup, PG_URL);
    return;
  }
  console.log(
    `HRMS bench — ${USERS.toLocaleString('en')} users, concurrency ${BUDGET_CONNECTIONS} (budgets) and ${CONNECTIONS}, ${os.cpus().length} CPUs, Node ${process.version}`,
  );

  // The web app is built first so the server started for the web figures serves it, as `npm start` would.
  const webReady = ONLY.includes('api')
    ? 'not measured (api only)'
    : fs.existsSync(WEB_BENCH)
      ? await ensureWebBuild()
      : 'bench/web.ts does not exist yet';

  // The ceiling server runs throughout: each budgeted endpoint is measured in rounds alternating with it.
  const hello = await startHello(cleanup);
  console.log(`[${elapsed()}] ceiling: bare Fastify "hello" …`);
  const ceiling = await measureCeiling(hello);

  console.log(`[${elapsed()}] SQLite …`);
  const sqliteUrl = tempSqliteUrl(cleanup);
  const sqlite: DialectFigures = await measureApi(cleanup, sqliteUrl, hello, { label: 'SQLite' });

  console.log(`[${elapsed()}] PostgreSQL …`);
  let postgres: DialectFigures | { error: string };
  let pgUrl: string | undefined;
  try {
    pgUrl = await tempPostgresUrl(cleanup, PG_URL);
    postgres = await measureApi(cleanup, pgUrl, hello, { label: 'PostgreSQL' });
  } catch (error) {
    postgres = { error: (error as Error).message };
    console.error(`  PostgreSQL skipped: ${postgres.error}`);
  }

  const api = apiReport(ceiling, sqlite, postgres);
  fs.writeFileSync(path.join(RESULTS, 'api.json'), JSON.stringify(api, null, 2) + '\n');
  printApi(api);
  if (ONLY.includes('api')) return;

  console.log(`\n[${elapsed()}] several API processes (bench/processes.ts) …`);
  await runProcessesBench(cleanup, { SQLite: sqliteUrl, PostgreSQL: 'error' in postgres ? undefined : pgUrl });

  console.log(`\n[${elapsed()}] attendance (bench/attendance.ts) …`);
  await runAttendanceBench(cleanup, PG_URL);
  console.log(`\n[${elapsed()}] activity log (bench/activity-log.ts) …`);
  await runActivityLogBench(cleanup, PG_URL);

  console.log(`\n[${elapsed()}] dashboard (bench/dashboard.ts) …`);
  await runDashboardBench(cleanup, PG_URL);
  console.log(`\n[${elapsed()}] calendar (bench/calendar.ts) …`);
  await runCalendarBench(cleanup, PG_URL);
  console.log(`\n[${elapsed()}] leave ledger (bench/leave-ledger.ts) …`);
  await runLeaveLedgerBench(cleanup, PG_URL);

  await webBench(webReady, sqliteUrl);

  console.log(`\n[${elapsed()}] payroll (bench/payroll.ts) …`);
  await runPayrollBench(cleanup, PG_URL);

  console.log(`\n[${elapsed()}] month-end jobs against the users list (bench/contention.ts) …`);
  await runContentionBench(cleanup, PG_URL, []);
  console.log(`\n[${elapsed()}] the whole month-end (bench/month-end.ts) …`);
  await runMonthEndBench(cleanup, PG_URL);
}

// ---------------------------------------------------------------------------------------------------------

interface Budget {
  min?: number;
  max?: number;
  value: number | boolean;
  pass: boolean;
}

function apiReport(ceiling: Measurement, sqlite: DialectFigures, postgres: DialectFigures | { error: string }) {
  const sqliteRatio = ratio(sqlite.list, ceiling);
  const clean = (m: Measurement) => m.non2xx === 0 && m.errors === 0 && m.timeouts === 0;
  // Each budgeted endpoint (the users list, the employee list and search) keeps p99 under budget and answers every
  // request; its throughput against the bare Fastify route is reported beside it, not judged. Both databases are held
  // to the same budgets; a PostgreSQL that could not run fails its budgets.
  const budgetsOf = (dialect: string, name: string, m: Measurement | undefined): Record<string, Budget> => ({
    [`${dialect}${name}P99Ms`]: { max: BUDGET.p99Ms, value: m?.p99Ms ?? NaN, pass: !!m && m.p99Ms < BUDGET.p99Ms },
    [`${dialect}${name}AllSucceeded`]: { value: !!m && clean(m), pass: !!m && clean(m) },
  });
  const pg = 'error' in postgres ? undefined : postgres;
  const budgets: Record<string, Budget> = {
    ...budgetsOf('sqlite', 'List', sqlite.list),
    ...budgetsOf('sqlite', 'EmployeeList', sqlite.employeeList),
    ...budgetsOf('sqlite', 'EmployeeSearch', sqlite.employeeSearch),
    ...budgetsOf('postgres', 'List', pg?.list),
    ...budgetsOf('postgres', 'EmployeeList', pg?.employeeList),
    ...budgetsOf('postgres', 'EmployeeSearch', pg?.employeeSearch),
  };
  return {
    generatedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      platform: `${os.platform()} ${os.release()}`,
      // Other work on the machine moves req/s and p99 a lot; the load average says how busy it was.
      loadAverageAtStart: LOAD_AT_START,
      loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 100) / 100),
    },
    users: USERS,
    concurrency: BUDGET_CONNECTIONS,
    reportedConcurrency: CONNECTIONS,
    list: 'GET /api/v1/admin/sys-user?page=<random 1–20>&limit=10 with a bearer token (administrator)',
    login: 'POST /api/v1/admin/auth/login (argon2id; no budget)',
    employees: EMPLOYEES,
    employeeList: 'GET /api/v1/admin/employee?page=<random 1–20>&limit=10',
    employeeSearch:
      'GET /api/v1/admin/employee?q=<a name or its first 3+ letters, or a staff id or its number>&page=1&limit=10',
    ceiling,
    sqlite: { ...sqlite, listCeilingRatio: sqliteRatio },
    postgres: 'error' in postgres ? postgres : { ...postgres, listCeilingRatio: ratio(postgres.list, ceiling) },
    budgets,
    pass: Object.values(budgets).every((b) => b.pass),
  };
}

function printApi(api: ReturnType<typeof apiReport>): void {
  const rows: string[][] = [
    ['', 'req/s', 'p50 ms', 'p99 ms', 'ceiling req/s', 'ratio', 'API CPU µs/req', 'db CPU µs/req', 'non-2xx', 'errors'],
  ];
  const row = (name: string, m: Measurement, r = '') =>
    rows.push([
      name,
      m.reqPerSec.toLocaleString('en'),
      m.p50Ms.toFixed(2),
      m.p99Ms.toFixed(2),
      m.ceilingReqPerSec === undefined ? '' : m.ceilingReqPerSec.toLocaleString('en'),
      r,
      m.serverCpuUsPerRequest === null ? '–' : String(m.serverCpuUsPerRequest),
      m.backendCpuUsPerRequest == null ? '–' : String(m.backendCpuUsPerRequest),
      String(m.non2xx),
      String(m.errors + m.timeouts),
    ]);
  row('ceiling: bare Fastify hello', api.ceiling);
  row('SQLite list', api.sqlite.list, api.sqlite.listCeilingRatio.toFixed(3));
  row('SQLite login', api.sqlite.login);
  row('SQLite employee list', api.sqlite.employeeList, ratio(api.sqlite.employeeList, api.ceiling).toFixed(3));
  row('SQLite employee search', api.sqlite.employeeSearch, ratio(api.sqlite.employeeSearch, api.ceiling).toFixed(3));
  const at50 = (dialect: string, e: Endpoints) => {
    row(`${dialect} list at ${CONNECTIONS}`, e.list);
    row(`${dialect} employee list at ${CONNECTIONS}`, e.employeeList);
    row(`${dialect} employee search at ${CONNECTIONS}`, e.employeeSearch);
  };
  at50('SQLite', api.sqlite.atConcurrency50);
  if ('error' in api.postgres) rows.push(['PostgreSQL', `skipped: ${api.postgres.error}`]);
  else {
    row('PostgreSQL list', api.postgres.list, api.postgres.listCeilingRatio.toFixed(3));
    row('PostgreSQL login', api.postgres.login);
    row(
      'PostgreSQL employee list',
      api.postgres.employeeList,
      ratio(api.postgres.employeeList, api.ceiling).toFixed(3),
    );
    row(
      'PostgreSQL employee search',
      api.postgres.employeeSearch,
      ratio(api.postgres.employeeSearch, api.ceiling).toFixed(3),
    );
    at50('PostgreSQL', api.postgres.atConcurrency50);
  }
  const load = (l: number[]) => l.join(' / ');
  console.log(
    `\nAPI (${api.users.toLocaleString('en')} users, concurrency ${api.concurrency} (budgets) and ${CONNECTIONS} (reported); load average ${load(api.environment.loadAverageAtStart)} at start, ${load(api.environment.loadAverageAtEnd)} at end on ${api.environment.cpus} CPUs)`,
  );
  console.log(
    '  ratio: the median of rounds in which the ceiling and the endpoint take turns; ceiling req/s: the ceiling in those rounds',
  );
  printTable(rows);
  const b = api.budgets;
  console.log(`\nAPI budgets (both databases; the ratio to the ceiling is reported, not judged):`);
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const figures = api[dialect];
    for (const [name, label, key] of [
      ['List', 'users list', 'list'],
      ['EmployeeList', 'employee list', 'employeeList'],
      ['EmployeeSearch', 'employee search', 'employeeSearch'],
    ] as const) {
      const p = b[`${dialect}${name}P99Ms`];
      const m = 'error' in figures ? undefined : figures[key];
      const r = m ? ` (ratio ${ratio(m, api.ceiling).toFixed(3)})` : '';
      console.log(`  ${verdict(p.pass)}  ${dialect} ${label} p99 < ${p.max} ms: ${p.value} ms${r}`);
      console.log(
        `  ${verdict(b[`${dialect}${name}AllSucceeded`].pass)}  every ${dialect} ${label} request answered 2xx`,
      );
    }
  }
  console.log(`  → bench/results/api.json`);
}

function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const r of rows)
    console.log('  ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

// ---------------------------------------------------------------------------------------------------------
// Web figures: measured by bench/web.ts (its own module) against a server on the seeded SQLite file.

interface WebFigures {
  firstVisitMs?: number;
  loginPageMs?: number;
  signInToCardMs?: number;
  firstVisitKb?: number;
  requests?: number;
  initialJsGzipKb: number;
  initialJsBrotliKb: number;
  paletteMedianMs: number;
  paletteP95Ms: number;
  usersTableMaxRows: number;
  employeeTableMaxRows: number;
}

/** Builds dist/ when missing or without its compressed copies. Returns true when the web bench can run, or why not. */
async function ensureWebBuild(): Promise<true | string> {
  if (fs.existsSync(path.join(ROOT, 'dist', 'index.html.gz'))) return true;
  console.log(`[${elapsed()}] dist/ is not built: npx vite build …`);
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
    child.once('error', () => resolve(-1));
    child.once('exit', (c) => resolve(c));
  });
  return code === 0 ? true : `npx vite build failed (exit ${code})`;
}

async function webBench(ready: true | string, sqliteUrl: string): Promise<void> {
  if (ready !== true) {
    console.log(`\nWeb figures skipped: ${ready}`);
    return;
  }
  console.log(`\n[${elapsed()}] web figures (bench/web.ts) …`);
  try {
    const mod = (await import(pathToFileURL(WEB_BENCH).href)) as {
      runWebBench?: (o: {
        baseUrl: string;
        chromiumPath?: string;
        signIn?: { username: string; password: string };
      }) => Promise<WebFigures>;
    };
    if (typeof mod.runWebBench !== 'function') throw new Error('bench/web.ts does not export runWebBench');
    // The SQLite database seeded above still holds its 100,000 users; a fresh server serves it and dist/.
    const server = await startApi(cleanup, sqliteUrl);
    let figures: WebFigures;
    try {
      const chromiumPath =
        process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
      let timer: NodeJS.Timeout | undefined;
      figures = await Promise.race([
        mod.runWebBench({ baseUrl: server.baseUrl, chromiumPath, signIn: ADMIN }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${WEB_TIMEOUT_MS / 1000} s`)), WEB_TIMEOUT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
    } finally {
      await server.stop();
    }
    const budgets = {
      initialJsGzipKb: { max: 150, value: figures.initialJsGzipKb, pass: figures.initialJsGzipKb <= 150 },
      paletteMedianMs: { max: 16, value: figures.paletteMedianMs, pass: figures.paletteMedianMs < 16 },
      usersTableMaxRows: { max: 100, value: figures.usersTableMaxRows, pass: figures.usersTableMaxRows < 100 },
      employeeTableMaxRows: { max: 100, value: figures.employeeTableMaxRows, pass: figures.employeeTableMaxRows < 100 },
      firstVisitMs: { max: 3000, value: figures.firstVisitMs, pass: (figures.firstVisitMs ?? Infinity) < 3000 },
      firstVisitKb: { max: 250, value: figures.firstVisitKb, pass: (figures.firstVisitKb ?? Infinity) < 250 },
    };
    const report = {
      generatedAt: new Date().toISOString(),
      users: USERS,
      ...figures,
      budgets,
      pass: Object.values(budgets).every((b) => b.pass),
    };
    fs.writeFileSync(path.join(RESULTS, 'web.json'), JSON.stringify(report, null, 2) + '\n');
    console.log('\nWeb budgets:');
    console.log(
      `  ${verdict(budgets.initialJsGzipKb.pass)}  initial JS ≤ 150 KB gzip, as sent: ${figures.initialJsGzipKb} KB (brotli ${figures.initialJsBrotliKb} KB)`,
    );
    console.log(
      `  ${verdict(budgets.paletteMedianMs.pass)}  palette keystroke median < 16 ms: ${figures.paletteMedianMs} ms (p95 ${figures.paletteP95Ms} ms)`,
    );
    console.log(
      `  ${verdict(budgets.usersTableMaxRows.pass)}  users table rows < 100 at ${USERS.toLocaleString('en')}: ${figures.usersTableMaxRows}`,
    );
    console.log(
      `  ${verdict(budgets.employeeTableMaxRows.pass)}  employee table rows < 100 at ${EMPLOYEES.toLocaleString('en')}: ${figures.employeeTableMaxRows}`,
    );
    console.log(
      `  ${verdict(budgets.firstVisitMs.pass && budgets.firstVisitKb.pass)}  first visit over slow 4G (/login to the dashboard's first card) < 3 s and < 250 KB: ${figures.firstVisitMs} ms (login page ${figures.loginPageMs} ms, sign-in to card ${figures.signInToCardMs} ms), ${figures.firstVisitKb} KB in ${figures.requests} answers`,
    );
    console.log(`  → bench/results/web.json`);
  } catch (error) {
    console.log(`\nWeb figures skipped: bench/web.ts failed: ${(error as Error).stack ?? error}`);
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
  console.log(`\ndone in ${elapsed()}`);
}
// Anything a library left open (a browser, a pool) must not keep the bench alive.
process.exit(process.exitCode ?? 0);
