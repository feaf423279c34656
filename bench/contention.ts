// Heavy jobs against everyone else (`npm run bench -- contention`): the users list at concurrency 10 while, in
// turn, each heavy file of a 5,000-employee month is built through the API (the register report.xlsx, the
// payslips zip, the bank file, the employee export and the attendance sheet export) and each import runs (the
// month's 220,000 punches, 5,000 new employees), on a fresh SQLite file and a fresh PostgreSQL database. For each
// job: the list's p99 while it ran, and the longest `/healthz` answer (asked one after another, every 20 ms)
// meanwhile; the same with no job first. Then, on a database of its own, payroll generated for
// GENERATION_EMPLOYEES employees as the job, then regenerated, each with the longest write transaction it held. Into bench/results/contention.json. `npm run bench -- contention
// import` runs only the jobs whose name has "import" in it, `… contention generation` only the generation; such a
// run keeps its own file.
import os from 'node:os';
import autocannon from 'autocannon';
import { pathOf } from '../contract/api/route.ts';
import { attendance } from '../contract/api/routes/attendance.ts';
import { employees } from '../contract/api/routes/employees.ts';
import { payroll } from '../contract/api/routes/payroll.ts';
import { openDatabase } from '../server/db/database.ts';
import { seedEmployeesBulk } from '../server/demo/seed-directory.ts';
import { generatePayroll } from '../server/modules/payroll/run-lifecycle-service.ts';
import {
  Cleanup,
  listRequests,
  onBothDatabases,
  pgAnalyze,
  seedUsers,
  signIn,
  startApi,
  writeResult,
  type Server,
} from './api.ts';
import { punchFile } from './attendance.ts';
import { closeMonth } from './payroll.ts';
import { probeWriteLock } from './write-lock-probe.ts';

export const CONTENTION_EMPLOYEES = 5_000;
/** Users in the list under load: its pages are the same at any size; fewer keep the seeding short. */
const LIST_USERS = 20_000;
const LIST_CONNECTIONS = 10;
/** The list's load with no job running, for comparison. */
const IDLE_SECONDS = 5;
const HEALTH_EVERY_MS = 20;
/** The month closeMonth closes. */
const MONTH = '2026-06';
const ACTOR = { id: 0, username: 'bench', roleId: null, ip: '127.0.0.1' };
/** The headcount payroll is generated for while the list is measured. */
export const GENERATION_EMPLOYEES = Number(process.env.BENCH_GENERATION_EMPLOYEES ?? 100_000);
export const CONTENTION_BUDGET = { listP99Ms: 50, healthzMs: 1_000 } as const;

interface JobFigures {
  job: string;
  status: number | null;
  bytes: number;
  jobMs: number;
  listP99Ms: number;
  listRequests: number;
  listNon2xx: number;
  healthzMaxMs: number;
  healthzChecks: number;
  /** The longest write transaction while the job ran (the generation only: bench/write-lock-probe.ts). */
  longestWriteMs?: number;
}

interface Seeded {
  run: number;
  /** The last whole month's punches of every employee. */
  punches: string;
  /** CONTENTION_EMPLOYEES new employees. */
  employees: string;
}

/** The database at `url` with LIST_USERS users, CONTENTION_EMPLOYEES employees and June's payroll generated. */
async function seed(url: string): Promise<Seeded> {
  await seedUsers(url, LIST_USERS);
  const db = openDatabase(url);
  try {
    await seedEmployeesBulk(db, CONTENTION_EMPLOYEES, { batch: 1000 });
    await closeMonth(db);
    if (db.dialect === 'postgres') await pgAnalyze(url);
    const run = await generatePayroll(db, ACTOR, { month: MONTH, exchange_rate: 4100 });
    const { name: office } = await db.kysely
      .selectFrom('office')
      .select('name')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { run: run.id, punches: (await punchFile(db)).csv, employees: employeeFile(office) };
  } finally {
    await db.close();
  }
}

/** An employee import of CONTENTION_EMPLOYEES new people in one office. */
function employeeFile(office: string): string {
  const lines = ['first_name,last_name,gender,date_of_birth,phone,email,position,offices,join_date,salary'];
  for (let i = 0; i < CONTENTION_EMPLOYEES; i += 1)
    lines.push(
      `Dara,Import${i},male,1991-03-02,+855 12 345 678,import-${i}@example.com,Clerk,"${office}",2024-01-08,900`,
    );
  return `${lines.join('\r\n')}\r\n`;
}

/** The list under load and /healthz asked in turn while `job` runs (or for IDLE_SECONDS with none). */
async function underLoad(api: Server, token: string, name: string, job?: () => Promise<Response>) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: api.baseUrl,
    connections: LIST_CONNECTIONS,
    duration: 3_600,
    timeout: 30,
    requests: listRequests(token),
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  let done = false;
  let healthzMaxMs = 0;
  let healthzChecks = 0;
  const health = (async () => {
    while (!done) {
      const t = performance.now();
      await fetch(`${api.baseUrl}/healthz`).then((r) => r.arrayBuffer());
      healthzMaxMs = Math.max(healthzMaxMs, performance.now() - t);
      healthzChecks += 1;
      await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
    }
  })();
  await new Promise((r) => setTimeout(r, 1_000)); // the load settles before the job starts
  latencies.length = 0;
  const started = performance.now();
  let status: number | null = null;
  let bytes = 0;
  if (job) {
    const res = await job();
    status = res.status;
    bytes = (await res.arrayBuffer()).byteLength;
  } else await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1_000));
  const jobMs = performance.now() - started;
  done = true;
  (instance as unknown as { stop(): void }).stop();
  const result = await instance;
  await health;
  const sorted = Float64Array.from(latencies).sort();
  const p99 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] : NaN;
  const figures: JobFigures = {
    job: name,
    status,
    bytes,
    jobMs: Math.round(jobMs),
    listP99Ms: Math.round(p99 * 100) / 100,
    listRequests: latencies.length,
    listNon2xx: result.non2xx,
    healthzMaxMs: Math.round(healthzMaxMs),
    healthzChecks,
  };
  console.log(
    `    ${name.padEnd(24)} ${String(status ?? '-').padStart(3)} ${String(figures.jobMs).padStart(6)} ms` +
      `  list p99 ${String(figures.listP99Ms).padStart(7)} ms (${figures.listRequests} answers)` +
      `  longest /healthz ${String(figures.healthzMaxMs).padStart(5)} ms`,
  );
  return figures;
}

async function measureOn(cleanup: Cleanup, url: string, only: string[]): Promise<JobFigures[]> {
  const seeded = await seed(url);
  const api = await startApi(cleanup, url);
  try {
    const token = await signIn(api.baseUrl);
    const auth = { authorization: `Bearer ${token}` };
    const get = (path: string) => () => fetch(`${api.baseUrl}${path}`, { headers: auth });
    const post = (path: string, csv: string) => () =>
      fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { ...auth, 'content-type': 'text/csv' }, body: csv });
    const { run } = seeded;
    const files: Array<[string, () => Promise<Response>]> = [
      ['report.xlsx', get(pathOf(payroll.export, { id: run }))],
      ['payslips.zip', get(pathOf(payroll.payslipsZip, { id: run }))],
      ['bank-transfer.csv', get(pathOf(payroll.bankTransfer, { id: run }))],
      ['employees.xlsx', get(`${employees.export.path}?format=xlsx`)],
      ['attendance-sheet.xlsx', get(`${attendance.sheetExport.path}?month=${MONTH}`)],
    ];
    // Each import once: a second run of the same file would import nothing (punches) or be refused (employees).
    const imports: Array<[string, () => Promise<Response>]> = [
      ['punch import (220,000)', post(attendance.import.path, seeded.punches)],
      ['employee import (5,000)', post(employees.import.path, seeded.employees)],
    ];
    const chosen = (name: string) => only.length === 0 || only.some((word) => name.includes(word));
    // Once each first, not measured: the first file of each kind loads its code.
    for (const [name, job] of files) if (chosen(name)) await (await job()).arrayBuffer();
    const figures = [await underLoad(api, token, 'no job')];
    for (const [name, job] of [...files, ...imports])
      if (chosen(name)) figures.push(await underLoad(api, token, name, job));
    return figures;
  } finally {
    await api.stop();
  }
}

/** Payroll generated for GENERATION_EMPLOYEES through the API, with the list and /healthz measured meanwhile. */
async function measureGeneration(cleanup: Cleanup, url: string): Promise<JobFigures[]> {
  await seedUsers(url, LIST_USERS);
  const db = openDatabase(url);
  try {
    await seedEmployeesBulk(db, GENERATION_EMPLOYEES, { batch: 1000 });
    await closeMonth(db);
    if (db.dialect === 'postgres') await pgAnalyze(url);
  } finally {
    await db.close();
  }
  const api = await startApi(cleanup, url);
  try {
    const token = await signIn(api.baseUrl);
    const generate = () =>
      fetch(`${api.baseUrl}${payroll.generate.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ month: MONTH, exchange_rate: 4100 }),
      });
    const name = `payroll generate ${GENERATION_EMPLOYEES / 1000}k`;
    const idle = await underLoad(api, token, 'no job');
    const probe = probeWriteLock(url);
    const generated = await underLoad(api, token, name, generate);
    generated.longestWriteMs = await probe.stop();
    console.log(`    longest write transaction during the generation: ${generated.longestWriteMs} ms`);
    // The same month regenerated at another rate: every payslip replaced.
    const runs = await fetch(`${api.baseUrl}${payroll.list.path}`, { headers: { authorization: `Bearer ${token}` } });
    const [{ id }] = ((await runs.json()) as { data: Array<{ id: number }> }).data;
    const regenerate = () =>
      fetch(`${api.baseUrl}${pathOf(payroll.regenerate, { id })}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ exchange_rate: 4200 }),
      });
    const again = probeWriteLock(url);
    const regenerated = await underLoad(api, token, `payroll regenerate ${GENERATION_EMPLOYEES / 1000}k`, regenerate);
    regenerated.longestWriteMs = await again.stop();
    console.log(`    longest write transaction during the regeneration: ${regenerated.longestWriteMs} ms`);
    return [idle, generated, regenerated];
  } finally {
    await api.stop();
  }
}

export async function runContentionBench(cleanup: Cleanup, pgAdminUrl: string, only: string[] = []): Promise<void> {
  const generationOnly = only.length > 0 && only.every((word) => word === 'generation');
  const wantsGeneration = only.length === 0 || only.includes('generation');
  const fileJobs = only.filter((word) => word !== 'generation');
  console.log(
    `  the users list (${LIST_USERS.toLocaleString('en')} users) at concurrency ${LIST_CONNECTIONS} while ` +
      (generationOnly ? '' : `each file of ${CONTENTION_EMPLOYEES.toLocaleString('en')} employees is built, then `) +
      `payroll generates for ${GENERATION_EMPLOYEES.toLocaleString('en')}; load average ${os.loadavg()[0].toFixed(2)}`,
  );
  const files = generationOnly
    ? {}
    : await onBothDatabases(cleanup, pgAdminUrl, 'contention', (url) => measureOn(cleanup, url, fileJobs));
  const generation = wantsGeneration
    ? await onBothDatabases(cleanup, pgAdminUrl, 'contention: payroll generation', (url) =>
        measureGeneration(cleanup, url),
      )
    : {};
  const results = Object.fromEntries(
    ['SQLite', 'PostgreSQL'].map((label) => {
      const parts = [files[label], generation[label]].filter((f) => f !== undefined);
      const failed = parts.find((f) => !Array.isArray(f));
      return [label, failed ?? parts.flat()];
    }),
  ) as Record<string, JobFigures[] | { error: string }>;
  const verdicts: Record<string, string> = {};
  for (const [label, figures] of Object.entries(results)) {
    if (!Array.isArray(figures)) continue;
    for (const f of figures.filter((x) => x.job !== 'no job')) {
      const pass = f.listP99Ms < CONTENTION_BUDGET.listP99Ms && f.healthzMaxMs < CONTENTION_BUDGET.healthzMs;
      verdicts[`${label} ${f.job}`] = pass ? 'PASS' : 'FAIL';
    }
  }
  for (const [name, verdict] of Object.entries(verdicts)) console.log(`  ${verdict}  ${name}`);
  // A run of some of the jobs only keeps its own file, beside the whole run's.
  writeResult(['contention', ...only].join('-').replace(/[^a-z0-9-]+/gi, '-'), {
    at: new Date().toISOString(),
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
    budget: CONTENTION_BUDGET,
    employees: CONTENTION_EMPLOYEES,
    generationEmployees: GENERATION_EMPLOYEES,
    listUsers: LIST_USERS,
    listConnections: LIST_CONNECTIONS,
    results,
    verdicts,
  });
}
