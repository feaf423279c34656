// API benchmark (the budgets in docs/architecture.md#budgets): 100,000 system users, autocannon at concurrency 10 (the
// budgets) and 50 (reported) against the real server in a child process, beside a bare Fastify "hello" route (the
// ceiling) measured in the same run.
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon, { type RequestSpec } from 'autocannon';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { ensureFirstAdmin } from '../server/auth/bootstrap.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { permissionId } from '../server/auth/permission-ids.ts';
import type { Permission } from '../contract/permissions.ts';
import { killGroup, ROOT, startServerProcess } from '../server/testing/server-process.ts';
import { pgBackendCpu } from './pg-backend-cpu.ts';
import { EMPLOYEES, checkEmployees, employeeListRequests, employeeSearchRequests, seedEmployees } from './employees.ts';

export { ROOT } from '../server/testing/server-process.ts';

export const USERS = 100_000;
/** The concurrency the latency budgets are held at: what a deployment's users feel (docs/architecture.md#budgets). */
export const BUDGET_CONNECTIONS = 10;
/** A heavier concurrency, reported beside the budgets with CPU per request (not judged on two shared cores). */
export const CONNECTIONS = 50;
export const ADMIN = { username: 'admin', password: 'Bench#Admin-12345' };
const JWT_SECRET = crypto.randomBytes(32).toString('base64url');
const LIST_PATH = '/api/v1/admin/sys-user';
const LOGIN_PATH = '/api/v1/admin/auth/login';
/** Every budgeted endpoint answers within 25 ms at the 99th percentile under BUDGET_CONNECTIONS. */
export const BUDGET = { p99Ms: 25 } as const;

const SECONDS = {
  warmup: Number(process.env.BENCH_WARMUP_S ?? 3),
  measure: Number(process.env.BENCH_DURATION_S ?? 10),
  login: Number(process.env.BENCH_LOGIN_S ?? 5),
};

// ---------------------------------------------------------------------------------------------------------
// Clean-up: every temp dir, database and child process is registered here and released even on failure.

export class Cleanup {
  private readonly tasks: Array<{ name: string; run: () => Promise<void> | void; sync: boolean }> = [];
  private readonly children = new Set<ChildProcess>();

  /** `sync`: the task is synchronous, so runSyncNow() can still run it while the process exits. */
  add(name: string, run: () => Promise<void> | void, options: { sync?: boolean } = {}): void {
    this.tasks.push({ name, run, sync: options.sync ?? false });
  }

  /** Last resort while the process exits (no awaiting possible): the synchronous tasks still pending. */
  runSyncNow(): void {
    for (const task of this.tasks.splice(0).reverse()) {
      if (!task.sync) continue;
      try {
        void task.run();
      } catch {
        /* exiting anyway */
      }
    }
  }

  track(child: ChildProcess): void {
    this.children.add(child);
    child.once('exit', () => this.children.delete(child));
  }

  /** Synchronous last resort (process 'exit'): signal every child process group still running. */
  killChildrenNow(): void {
    for (const child of this.children) killGroup(child, 'SIGKILL');
  }

  async run(): Promise<void> {
    while (this.tasks.length) {
      const task = this.tasks.pop()!;
      try {
        await task.run();
      } catch (error) {
        console.error(`clean-up "${task.name}" failed: ${(error as Error).message}`);
      }
    }
    this.killChildrenNow();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Child processes.

export interface Server {
  baseUrl: string;
  /** The child process (tsx, which runs node beneath it). */
  pid: number;
  stop(): Promise<void>;
}

/** CPU seconds used so far by a process and its children (Linux /proc; null elsewhere). */
function cpuSeconds(pid: number): number | null {
  try {
    const ticks = (p: number) => {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[11]) + Number(fields[12]); // utime, stime
    };
    const children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [pid, ...children].reduce((sum, p) => sum + ticks(p), 0) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

async function startChild(
  cleanup: Cleanup,
  name: string,
  script: string,
  env: Record<string, string>,
  readyPath: string,
): Promise<Server> {
  const server = await startServerProcess(name, script, env, readyPath, (child) => cleanup.track(child));
  cleanup.add(`stop ${name}`, server.stop);
  return server;
}

/** The round-robin proxy (bench/round-robin.ts) in front of these API servers. */
export function startRoundRobin(cleanup: Cleanup, upstreams: Server[]): Promise<Server> {
  return startChild(
    cleanup,
    'round-robin proxy',
    'bench/round-robin.ts',
    { UPSTREAMS: upstreams.map((u) => u.baseUrl).join(',') },
    '/readyz',
  );
}

export function startHello(cleanup: Cleanup): Promise<Server> {
  return startChild(cleanup, 'hello server', 'bench/hello-server.ts', {}, '/');
}

export function startApi(cleanup: Cleanup, databaseUrl: string): Promise<Server> {
  return startChild(
    cleanup,
    'API server',
    'server/main.ts',
    {
      DATABASE_URL: databaseUrl,
      HRMS_ADMIN_USERNAME: ADMIN.username,
      HRMS_ADMIN_PASSWORD: ADMIN.password,
      HRMS_JWT_SECRET: JWT_SECRET,
      LOG_LEVEL: 'warn',
    },
    '/readyz',
  );
}

// ---------------------------------------------------------------------------------------------------------
// Databases.

const SEED_ROLES: Array<{ name: string; permissions: Permission[] }> = [
  {
    name: 'HR Manager',
    permissions: [
      { resource: 'sysUser', action: 'read' },
      { resource: 'role', action: 'read' },
    ],
  },
  { name: 'Lead Manager', permissions: [{ resource: 'sysUser', action: 'read' }] },
  { name: 'Viewer', permissions: [{ resource: 'role', action: 'read' }] },
];

/**
 * Migrates, creates the administrator and inserts `count` users: multi-row inserts inside transactions,
 * one argon2 hash computed once for all of them (hashing each would take minutes).
 */
export async function seedUsers(url: string, count: number): Promise<void> {
  const db = openDatabase(url);
  try {
    await migrateToLatest(db);
    await ensureFirstAdmin(db, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    const passwordHash = await hashPassword('Bench#User-12345');
    const now = new Date().toISOString();
    const roleIds: number[] = [];
    await db.tx(async (trx) => {
      for (const role of SEED_ROLES) {
        const { id } = await trx
          .insertInto('role')
          .values({
            name: role.name,
            description: 'bench',
            status: 'Active',
            created_by: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('role_permission')
          .values(role.permissions.map((p) => ({ role_id: id, permission_id: permissionId(p) })))
          .execute();
        roleIds.push(id);
      }
    });

    const start = Date.parse('2024-01-01T00:00:00.000Z');
    const ROWS_PER_INSERT = 1000;
    const ROWS_PER_TX = 20_000;
    for (let first = 0; first < count; first += ROWS_PER_TX) {
      const last = Math.min(first + ROWS_PER_TX, count);
      await db.tx(async (trx) => {
        for (let i = first; i < last; i += ROWS_PER_INSERT) {
          const rows = [];
          for (let n = i; n < Math.min(i + ROWS_PER_INSERT, last); n++) {
            const created = new Date(start + n * 60_000).toISOString();
            rows.push({
              username: `user_${String(n + 1).padStart(6, '0')}`,
              password_hash: passwordHash,
              role_id: n % 10 === 9 ? null : roleIds[n % roleIds.length],
              status: n % 7 === 6 ? 'Inactive' : 'Active',
              token_version: 0,
              last_login_at: n % 3 === 0 ? new Date(start + n * 60_000 + 3_600_000).toISOString() : null,
              created_at: created,
              updated_at: created,
            });
          }
          await trx.insertInto('sys_user').values(rows).execute();
        }
      });
    }
    // PostgreSQL's own advice after a bulk load; autovacuum would get there on its own a little later.
    if (db.dialect === 'postgres') await pgAnalyze(url);
  } finally {
    await db.close();
  }
}

export async function pgAnalyze(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // What autovacuum does after a bulk load: statistics, and the visibility map that lets index-only scans skip the table.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

export function tempSqliteUrl(cleanup: Cleanup): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-bench-'));
  cleanup.add(`remove ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }), { sync: true });
  return `file:${path.join(dir, 'bench.sqlite')}`;
}

/** A dedicated database (the server reads DATABASE_URL only, so a schema of its own would not reach it). */
export async function tempPostgresUrl(cleanup: Cleanup, adminUrl: string): Promise<string> {
  const name = `hrms_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  cleanup.add(`drop database ${name}`, async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// ---------------------------------------------------------------------------------------------------------
// Measuring.

export interface Measurement {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Server CPU time (user + system) per answered request: steadier than req/s on a busy machine. */
  serverCpuUsPerRequest: number | null;
  /** PostgreSQL's backends' CPU time per answered request (PostgreSQL only). */
  backendCpuUsPerRequest?: number | null;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationS: number;
  /** For a paired measurement: the ceiling's req/s in the rounds alternating with this one, and the median of
   * the per-round ratios (this / ceiling). */
  ceilingReqPerSec?: number;
  ceilingRatio?: number;
}

interface LoadSpec {
  url: string;
  duration: number;
  /** Concurrent connections (default CONNECTIONS). */
  connections?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: RequestSpec[];
}

interface Run extends Measurement {
  latencies: number[];
  cpuSeconds: number | null;
  backendCpuSeconds: number | null;
}

/** Reads the CPU seconds a database's backends have spent so far (bench/pg-backend-cpu.ts). */
export type BackendCpu = () => Promise<number | null>;

async function load(spec: LoadSpec, record: boolean, serverPid?: number, backendCpu?: BackendCpu): Promise<Run> {
  const latencies: number[] = [];
  const backendBefore = backendCpu ? await backendCpu() : null;
  const cpuBefore = serverPid ? cpuSeconds(serverPid) : null;
  const instance = autocannon({ connections: CONNECTIONS, timeout: 30, ...spec });
  // autocannon's own histogram has whole-millisecond resolution; keep every 2xx latency for exact percentiles.
  if (record) {
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    });
  }
  const result = await instance;
  const cpuAfter = serverPid ? cpuSeconds(serverPid) : null;
  const backendAfter = backendCpu ? await backendCpu() : null;
  const answered = result['2xx'] + result.non2xx;
  const perRequest = (before: number | null, after: number | null) =>
    before !== null && after !== null && answered > 0 ? round(((after - before) * 1e6) / answered, 0) : null;
  const serverCpuUsPerRequest = perRequest(cpuBefore, cpuAfter);
  const sorted = Float64Array.from(latencies).sort();
  const pct = (p: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
  return {
    reqPerSec: round(result.requests.average, 0),
    p50Ms: round(pct(50), 2),
    p99Ms: round(pct(99), 2),
    serverCpuUsPerRequest,
    ...(backendCpu && { backendCpuUsPerRequest: perRequest(backendBefore, backendAfter) }),
    requests: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationS: result.duration,
    latencies,
    cpuSeconds: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
    backendCpuSeconds: backendBefore !== null && backendAfter !== null ? backendAfter - backendBefore : null,
  };
}

const measurement = ({ latencies: _l, cpuSeconds: _c, backendCpuSeconds: _b, ...m }: Run): Measurement => m;

/** A warm-up run (not recorded), then the measured run. */
export async function measure(
  spec: Omit<LoadSpec, 'duration'>,
  seconds: number,
  serverPid?: number,
  backendCpu?: BackendCpu,
): Promise<Measurement> {
  await load({ ...spec, duration: SECONDS.warmup }, false);
  return measurement(await load({ ...spec, duration: seconds }, true, serverPid, backendCpu));
}

/** Rounds of a paired measurement: the ceiling and the endpoint take turns, so both see the same machine. */
const ROUNDS = 3;

/**
 * The endpoint measured in ROUNDS rounds of `seconds / ROUNDS`, each right after the ceiling (the bare hello
 * server, already running) for as long. A busy or throttled machine then weighs on both sides of each ratio
 * alike; the ratio reported is the median of the rounds'. Latencies are pooled over the rounds.
 */
export async function measurePaired(
  spec: Omit<LoadSpec, 'duration'>,
  hello: Server,
  seconds: number,
  serverPid: number,
  backendCpu?: BackendCpu,
): Promise<Measurement> {
  const ceilingSpec = { url: `${hello.baseUrl}/` };
  await load({ ...ceilingSpec, duration: SECONDS.warmup }, false);
  await load({ ...spec, duration: SECONDS.warmup }, false);
  const duration = Math.max(1, Math.round(seconds / ROUNDS));
  const ceilings: Run[] = [];
  const runs: Run[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    ceilings.push(await load({ ...ceilingSpec, duration }, false, hello.pid));
    runs.push(await load({ ...spec, duration }, true, serverPid, backendCpu));
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const durationS = sum(runs.map((r) => r.durationS));
  const latencies = Float64Array.from(runs.flatMap((r) => r.latencies)).sort();
  const pct = (p: number) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] : NaN;
  const answered = sum(runs.map((r) => r.requests + r.non2xx));
  const cpu = runs.every((r) => r.cpuSeconds !== null) ? sum(runs.map((r) => r.cpuSeconds!)) : null;
  const backend = runs.every((r) => r.backendCpuSeconds !== null) ? sum(runs.map((r) => r.backendCpuSeconds!)) : null;
  const ratios = runs.map((r, i) => r.reqPerSec / ceilings[i].reqPerSec).sort((a, b) => a - b);
  return {
    reqPerSec: round(sum(runs.map((r) => r.reqPerSec * r.durationS)) / durationS, 0),
    p50Ms: round(pct(50), 2),
    p99Ms: round(pct(99), 2),
    serverCpuUsPerRequest: cpu !== null && answered > 0 ? round((cpu * 1e6) / answered, 0) : null,
    ...(backendCpu && {
      backendCpuUsPerRequest: backend !== null && answered > 0 ? round((backend * 1e6) / answered, 0) : null,
    }),
    requests: sum(runs.map((r) => r.requests)),
    non2xx: sum(runs.map((r) => r.non2xx)),
    errors: sum(runs.map((r) => r.errors)),
    timeouts: sum(runs.map((r) => r.timeouts)),
    durationS: round(durationS, 2),
    ceilingReqPerSec: round(
      sum(ceilings.map((r) => r.reqPerSec * r.durationS)) / sum(ceilings.map((r) => r.durationS)),
      0,
    ),
    ceilingRatio: round(ratios[Math.floor(ratios.length / 2)], 3),
  };
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(baseUrl + LOGIN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/** The list must answer what the endpoint promises before it is timed. */
async function checkList(baseUrl: string, token: string, expectedTotal: number): Promise<void> {
  const res = await fetch(`${baseUrl}${LIST_PATH}?page=20&limit=10`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`list failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: unknown[]; metadata: { total: number; page: number } };
  if (body.data.length !== 10 || body.metadata.total !== expectedTotal || body.metadata.page !== 20) {
    throw new Error(`unexpected list answer: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

export function listRequests(token: string): RequestSpec[] {
  return [
    {
      method: 'GET',
      path: `${LIST_PATH}?page=1&limit=10`,
      headers: { authorization: `Bearer ${token}` },
      setupRequest: (request) => ({
        ...request,
        path: `${LIST_PATH}?page=${1 + Math.floor(Math.random() * 20)}&limit=10`,
      }),
    },
  ];
}

/** The ceiling on its own, for the table; the budgets use the rounds paired with each endpoint. */
export function measureCeiling(hello: Server): Promise<Measurement> {
  return measure({ url: `${hello.baseUrl}/` }, SECONDS.measure, hello.pid);
}

/** The budgeted endpoints, each measured at one concurrency. */
export interface Endpoints {
  list: Measurement;
  employeeList: Measurement;
  employeeSearch: Measurement;
}

export interface DialectFigures extends Endpoints {
  login: Measurement;
  /** The same endpoints at CONNECTIONS: reported, not judged. */
  atConcurrency50: Endpoints;
  seedSeconds: number;
  employeeSeedSeconds: number;
}

/**
 * Seeds a database, starts the API on it and measures the list, then login. `keepServer` leaves the server
 * running for the web benchmark (it is still stopped by the clean-up).
 */
export async function measureApi(
  cleanup: Cleanup,
  databaseUrl: string,
  hello: Server,
  options: { label: string; keepServer?: boolean },
): Promise<DialectFigures & { server?: Server }> {
  const t0 = Date.now();
  await seedUsers(databaseUrl, USERS);
  const seedSeconds = round((Date.now() - t0) / 1000, 1);
  console.log(`  ${options.label}: seeded ${USERS.toLocaleString('en')} users in ${seedSeconds} s`);
  const t1 = Date.now();
  await seedEmployees(databaseUrl);
  const employeeSeedSeconds = round((Date.now() - t1) / 1000, 1);
  console.log(`  ${options.label}: seeded ${EMPLOYEES.toLocaleString('en')} employees in ${employeeSeedSeconds} s`);
  if (new URL(databaseUrl).protocol.startsWith('postgres')) await pgAnalyze(databaseUrl);
  const server = await startApi(cleanup, databaseUrl);
  try {
    const token = await signIn(server.baseUrl);
    await checkList(server.baseUrl, token, USERS + 1);
    await checkEmployees(server.baseUrl, token);
    const backendCpu = new URL(databaseUrl).protocol.startsWith('postgres') ? pgBackendCpu(databaseUrl) : undefined;
    const specs = {
      list: listRequests(token),
      employeeList: employeeListRequests(token),
      employeeSearch: employeeSearchRequests(token),
    };
    const endpoints = async (connections: number, paired: boolean): Promise<Endpoints> => {
      const out: Partial<Endpoints> = {};
      for (const [name, requests] of Object.entries(specs) as [keyof Endpoints, RequestSpec[]][]) {
        console.log(
          `  ${options.label}: ${name} at concurrency ${connections}${paired ? `, ${ROUNDS} rounds paired with the ceiling` : ''} …`,
        );
        const spec = { url: server.baseUrl, requests, connections };
        out[name] = paired
          ? await measurePaired(spec, hello, SECONDS.measure, server.pid, backendCpu)
          : await measure(spec, SECONDS.measure, server.pid, backendCpu);
      }
      return out as Endpoints;
    };
    const budgeted = await endpoints(BUDGET_CONNECTIONS, true);
    const atConcurrency50 = await endpoints(CONNECTIONS, false);
    console.log(`  ${options.label}: login ${SECONDS.warmup} s warm-up + ${SECONDS.login} s …`);
    // Successful sign-ins never lock (only failures count), so one account can be signed in over and over.
    const login = await measure(
      {
        url: server.baseUrl + LOGIN_PATH,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      },
      SECONDS.login,
      server.pid,
    );
    const figures = { ...budgeted, atConcurrency50, login, seedSeconds, employeeSeedSeconds };
    return options.keepServer ? { ...figures, server } : figures;
  } finally {
    if (!options.keepServer) await server.stop();
  }
}

/** The ratio to the ceiling: the paired rounds' median when there were rounds, else against `ceiling`. */
export function ratio(list: Measurement, ceiling: Measurement): number {
  return list.ceilingRatio ?? round(list.reqPerSec / ceiling.reqPerSec, 3);
}

// ---------------------------------------------------------------------------------------------------------
// Month-end entries: each measured on both databases, its report written to bench/results/<name>.json.

/**
 * Runs `measure` on a fresh SQLite file, then a fresh PostgreSQL database; a database that fails (PostgreSQL
 * unreachable) gets its error in place of figures, so the other's still count.
 */
export async function onBothDatabases<F>(
  cleanup: Cleanup,
  pgAdminUrl: string,
  entry: string,
  measure: (url: string, label: 'SQLite' | 'PostgreSQL') => Promise<F>,
): Promise<Record<string, F | { error: string }>> {
  const results: Record<string, F | { error: string }> = {};
  for (const [label, makeUrl] of [
    ['SQLite', async () => tempSqliteUrl(cleanup)],
    ['PostgreSQL', () => tempPostgresUrl(cleanup, pgAdminUrl)],
  ] as const) {
    console.log(`  ${entry} on ${label} …`);
    try {
      results[label] = await measure(await makeUrl(), label);
    } catch (error) {
      results[label] = { error: (error as Error).message };
      console.error(`  ${label} ${entry} failed: ${(error as Error).message}`);
    }
  }
  return results;
}

/** Writes a bench entry's report to bench/results/<name>.json. */
export function writeResult(name: string, report: unknown): void {
  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(report, null, 2) + '\n');
}
