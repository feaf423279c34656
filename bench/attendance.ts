// The attendance figures of the bench, on SQLite and PostgreSQL: 5,000 employees; a month of their punches (5,000 × 22
// working days × 2 = 220,000) imported through POST /attendance/import; the month's sheet, a page of 100 employees at
// concurrency 5 (the budget; 20 reported) as a browser asks for it (compressed), and its size on the wire; the whole sheet exported to .xlsx; and the month derived again for every employee in one transaction
// (what a schedule edit does). `npm run bench -- attendance` runs this entry alone.
import { periodRange } from '../server/lib/pay-period.ts';
import http from 'node:http';
import os from 'node:os';
import type { RequestSpec } from 'autocannon';
import { attendance } from '../contract/api/routes/attendance.ts';
import { openDatabase, type Database } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { ensureFirstAdmin } from '../server/auth/bootstrap.ts';
import { seedEmployeesBulk } from '../server/demo/seed-directory.ts';
import { businessToday } from '../server/lib/time.ts';
import { rederive } from '../server/modules/attendance/derive-service.ts';
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
import { pgBackendCpu } from './pg-backend-cpu.ts';
import { seededRandom } from './random.ts';

/** The bytes of one answer as they arrive (not decoded), and its Content-Encoding. */
function wireSize(url: string, headers: Record<string, string>): Promise<{ kb: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ kb: round(bytes / 1024, 1), encoding: res.headers['content-encoding'] ?? 'identity' })
            : reject(new Error(`sheet page: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

export const ATTENDANCE_EMPLOYEES = 5_000;
const SHEET_CONCURRENCY = 5;
/** A heavier concurrency for the sheet, reported beside the budget. */
const SHEET_REPORTED_CONCURRENCY = 20;
/** What a browser accepts: the sheet's size on the wire is the compressed answer's. */
const ACCEPT_ENCODING = 'br, gzip';
const SHEET_LIMIT = 100;
const BUDGETS = { sheetP99Ms: 50, sheetWireKb: 60, exportS: 5, importS: 20, rederiveS: 5 } as const;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const SHEET_PATH = attendance.sheet.path;

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const seconds = (since: number) => round((performance.now() - since) / 1000);

/** The last whole calendar month before today (Phnom Penh), and its Monday–Friday dates. */
export function benchMonth(): { month: string; days: string[] } {
  const today = businessToday();
  const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1));
  const month = first.toISOString().slice(0, 7);
  const days: string[] = [];
  for (let d = first; d.toISOString().slice(0, 7) === month; d = new Date(d.getTime() + 86_400_000)) {
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(d.toISOString().slice(0, 10));
  }
  return { month, days };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Seeds the employees (all joined before the month and active, so every one of them has every working day)
 * and writes the month's punch file.
 */
export async function seed(url: string, days: string[]): Promise<{ csv: string; punches: number; employees: number }> {
  const db = openDatabase(url);
  try {
    await migrateToLatest(db);
    await ensureFirstAdmin(db, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    await seedEmployeesBulk(db, ATTENDANCE_EMPLOYEES, { batch: 1000 });
    const file = await punchFile(db, days);
    if (db.dialect === 'postgres') await pgAnalyze(url);
    return file;
  } finally {
    await db.close();
  }
}

/**
 * A month of punches for every bulk-seeded employee (made joined before it and active): in around 07:30–08:40,
 * out around 16:20–18:00, one device per office. `days` defaults to the last whole month's working days.
 */
export async function punchFile(
  db: Database,
  days = benchMonth().days,
): Promise<{ csv: string; punches: number; employees: number }> {
  await db.kysely
    .updateTable('employee')
    .set({ join_date: '2020-01-06', status: 'active' })
    .where('staff_id', 'like', 'BULK-%')
    .execute();
  const staff = await db.kysely
    .selectFrom('employee')
    .select(['id', 'staff_id'])
    .where('staff_id', 'like', 'BULK-%')
    .orderBy('id')
    .execute();
  const random = seededRandom(12345);
  const lines = ['staff_id,timestamp,device'];
  for (const e of staff)
    for (const day of days) {
      const device = `Gate ${(e.id % 3) + 1}`;
      lines.push(`${e.staff_id},${day} ${hhmm(450 + Math.floor(random() * 70))},${device}`);
      lines.push(`${e.staff_id},${day} ${hhmm(980 + Math.floor(random() * 100))},${device}`);
    }
  return { csv: `${lines.join('\r\n')}\r\n`, punches: lines.length - 1, employees: staff.length };
}

export interface AttendanceFigures {
  employees: number;
  month: string;
  punches: number;
  fileMb: number;
  importS: number;
  reimportS: number;
  imported: number;
  sheetPage: Measurement;
  sheetPageAt20: Measurement;
  /** One sheet page's answer as it travels (compressed), and its encoding. */
  sheetPageWireKb: number;
  sheetPageEncoding: string;
  exportS: number;
  exportMb: number;
  rederiveS: number;
  rederivedDays: number;
}

async function measureDialect(cleanup: Cleanup, url: string, label: string): Promise<AttendanceFigures> {
  const { month, days } = benchMonth();
  const t0 = performance.now();
  const { csv, punches, employees } = await seed(url, days);
  console.log(
    `  ${label}: seeded ${employees.toLocaleString('en')} employees, ${punches.toLocaleString('en')} punches for ${month} in ${seconds(t0)} s`,
  );
  const server = await startApi(cleanup, url);
  try {
    const token = await signIn(server.baseUrl);
    const auth = { authorization: `Bearer ${token}` };

    const upload = async () => {
      const start = performance.now();
      const res = await fetch(`${server.baseUrl}${attendance.import.path}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'text/csv' },
        body: csv,
      });
      const body = (await res.json()) as { data?: { imported: number; skipped: number }; message: string };
      if (res.status !== 201) throw new Error(`import failed: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
      return { s: seconds(start), data: body.data! };
    };
    const first = await upload();
    console.log(`  ${label}: imported ${first.data.imported.toLocaleString('en')} punches in ${first.s} s`);
    if (first.data.imported !== punches) throw new Error(`imported ${first.data.imported} of ${punches} punches`);
    const again = await upload();
    console.log(`  ${label}: the same file again: ${again.data.imported} imported, in ${again.s} s`);
    if (label === 'PostgreSQL') await pgAnalyze(url);

    const pages = Math.ceil(employees / SHEET_LIMIT);
    const path = () =>
      `${SHEET_PATH}?month=${month}&page=${1 + Math.floor(Math.random() * pages)}&limit=${SHEET_LIMIT}`;
    const check = await fetch(`${server.baseUrl}${path()}`, { headers: auth });
    const checked = (await check.json()) as { data: Array<{ cells: { status: Array<string | null> } }> };
    if (!check.ok || checked.data.length !== SHEET_LIMIT || !checked.data[0].cells.status.includes('present'))
      throw new Error(`unexpected sheet: ${check.status} ${JSON.stringify(checked).slice(0, 300)}`);
    console.log(`  ${label}: sheet pages of ${SHEET_LIMIT}, concurrency ${SHEET_CONCURRENCY}, ${DURATION_S} s …`);
    const wire = await wireSize(`${server.baseUrl}${path()}`, { ...auth, 'accept-encoding': ACCEPT_ENCODING });
    console.log(`  ${label}: one sheet page is ${wire.kb} KB on the wire (${wire.encoding})`);
    const headers = { ...auth, 'accept-encoding': ACCEPT_ENCODING };
    const requests: RequestSpec[] = [
      { method: 'GET', path: path(), headers, setupRequest: (request) => ({ ...request, path: path() }) },
    ];
    const backendCpu = label === 'PostgreSQL' ? pgBackendCpu(url) : undefined;
    const sheetPage = await measure(
      { url: server.baseUrl, requests, connections: SHEET_CONCURRENCY },
      DURATION_S,
      server.pid,
      backendCpu,
    );
    const sheetPageAt20 = await measure(
      { url: server.baseUrl, requests, connections: SHEET_REPORTED_CONCURRENCY },
      DURATION_S,
      server.pid,
      backendCpu,
    );

    const e0 = performance.now();
    const exported = await fetch(`${server.baseUrl}${attendance.sheetExport.path}?month=${month}`, {
      headers: auth,
    });
    const file = Buffer.from(await exported.arrayBuffer());
    const exportS = seconds(e0);
    if (!exported.ok) throw new Error(`export failed: ${exported.status} ${file.toString().slice(0, 300)}`);
    console.log(`  ${label}: exported the whole sheet (${round(file.length / 1e6)} MB) in ${exportS} s`);

    // Deriving the month again, every employee, in one transaction: in this process, on the same database.
    const db = openDatabase(url);
    let rederiveS: number;
    let rederivedDays: number;
    try {
      const { from, to } = periodRange(month, 1);
      const r0 = performance.now();
      await db.tx((trx) => rederive(trx, 'all', from, to));
      rederiveS = seconds(r0);
      const n = await db.kysely
        .selectFrom('attendance')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('date', '>=', from)
        .where('date', '<=', to)
        .executeTakeFirstOrThrow();
      rederivedDays = Number(n.n);
    } finally {
      await db.close();
    }
    console.log(`  ${label}: derived the month again (${rederivedDays.toLocaleString('en')} days) in ${rederiveS} s`);

    return {
      employees,
      month,
      punches,
      fileMb: round(Buffer.byteLength(csv) / 1e6),
      importS: first.s,
      reimportS: again.s,
      imported: first.data.imported,
      sheetPage,
      sheetPageAt20,
      sheetPageWireKb: wire.kb,
      sheetPageEncoding: wire.encoding,
      exportS,
      exportMb: round(file.length / 1e6),
      rederiveS,
      rederivedDays,
    };
  } finally {
    await server.stop();
  }
}

interface Budget {
  max: number;
  value: number;
  pass: boolean;
}

/** Both databases (PostgreSQL skipped with a note when it cannot be reached); writes bench/results/attendance.json. */
export async function runAttendanceBench(cleanup: Cleanup, pgAdminUrl: string) {
  // Other work on the machine moves every figure a lot; the load average says how busy it was.
  const loadAtStart = os.loadavg().map((l) => round(l));
  const results = await onBothDatabases(cleanup, pgAdminUrl, 'attendance', (url, label) =>
    measureDialect(cleanup, url, label),
  );
  const budgets: Record<string, Budget> = {};
  for (const [label, f] of Object.entries(results)) {
    if ('error' in f) continue;
    const key = label === 'SQLite' ? 'sqlite' : 'postgres';
    const add = (name: string, max: number, value: number) =>
      (budgets[`${key}${name}`] = { max, value, pass: value < max });
    add('SheetPageP99Ms', BUDGETS.sheetP99Ms, f.sheetPage.p99Ms);
    add('SheetPageWireKb', BUDGETS.sheetWireKb, f.sheetPageWireKb);
    add('SheetExportS', BUDGETS.exportS, f.exportS);
    add('PunchImportS', BUDGETS.importS, f.importS);
    add('RederiveMonthS', BUDGETS.rederiveS, f.rederiveS);
    budgets[`${key}SheetPageAllSucceeded`] = {
      max: 0,
      value: f.sheetPage.non2xx + f.sheetPage.errors + f.sheetPage.timeouts,
      pass: f.sheetPage.non2xx + f.sheetPage.errors + f.sheetPage.timeouts === 0,
    };
  }
  const report = {
    generatedAt: new Date().toISOString(),
    environment: {
      cpus: os.cpus().length,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map((l) => round(l)),
    },
    employees: ATTENDANCE_EMPLOYEES,
    sheetConcurrency: SHEET_CONCURRENCY,
    sheetReportedConcurrency: SHEET_REPORTED_CONCURRENCY,
    sheetPage: `GET ${SHEET_PATH}?month=<last month>&page=<random>&limit=${SHEET_LIMIT}`,
    results,
    budgets,
    pass: Object.values(budgets).every((b) => b.pass) && Object.values(results).every((r) => !('error' in r)),
  };
  writeResult('attendance', report);
  const load = report.environment;
  console.log(
    `\nAttendance budgets (5,000 employees; load average ${load.loadAverageAtStart.join(' / ')} at start, ${load.loadAverageAtEnd.join(' / ')} at end on ${load.cpus} CPUs):`,
  );
  for (const [label, f] of Object.entries(results)) {
    if ('error' in f) {
      console.log(`  ${label}: failed: ${f.error}`);
      continue;
    }
    const key = label === 'SQLite' ? 'sqlite' : 'postgres';
    const v = (name: string) => (budgets[`${key}${name}`].pass ? 'PASS' : 'FAIL');
    console.log(
      `  ${v('SheetPageP99Ms')}  ${label} sheet page of ${SHEET_LIMIT} p99 < ${BUDGETS.sheetP99Ms} ms at concurrency ${SHEET_CONCURRENCY}: ${f.sheetPage.p99Ms} ms (p50 ${f.sheetPage.p50Ms} ms, ${f.sheetPage.reqPerSec} req/s, ${f.sheetPage.serverCpuUsPerRequest ?? '–'} µs API CPU/req${f.sheetPage.backendCpuUsPerRequest == null ? '' : `, ${f.sheetPage.backendCpuUsPerRequest} µs db CPU/req`})`,
    );
    console.log(
      `        ${label} at concurrency ${SHEET_REPORTED_CONCURRENCY} (reported): p99 ${f.sheetPageAt20.p99Ms} ms, ${f.sheetPageAt20.reqPerSec} req/s`,
    );
    console.log(
      `  ${v('SheetPageWireKb')}  ${label} sheet page on the wire < ${BUDGETS.sheetWireKb} KB: ${f.sheetPageWireKb} KB (${f.sheetPageEncoding})`,
    );
    console.log(`  ${v('SheetPageAllSucceeded')}  ${label} every sheet request answered 2xx`);
    console.log(
      `  ${v('SheetExportS')}  ${label} whole sheet .xlsx < ${BUDGETS.exportS} s: ${f.exportS} s (${f.exportMb} MB)`,
    );
    console.log(
      `  ${v('PunchImportS')}  ${label} ${f.punches.toLocaleString('en')} punches (${f.fileMb} MB CSV) import < ${BUDGETS.importS} s: ${f.importS} s (again: ${f.reimportS} s, 0 new)`,
    );
    console.log(
      `  ${v('RederiveMonthS')}  ${label} re-derive the month (${f.rederivedDays.toLocaleString('en')} days) < ${BUDGETS.rederiveS} s: ${f.rederiveS} s`,
    );
  }
  console.log('  → bench/results/attendance.json');
  return report;
}
