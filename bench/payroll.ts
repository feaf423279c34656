// Payroll figures, on a fresh SQLite database and a fresh PostgreSQL one, through the services as the routes call them
// (no HTTP):
// - at PAYROLL_EMPLOYEES employees (default 5,000): preview and generate of one closed month (< 2 s each), the
//   register report.xlsx of that run (< 3 s), one payslip PDF (< 200 ms: the first one drawn in the
//   process, fonts loaded, and the median of the next 20), and the what-if of the month under a proposed rule
//   version with every employee's difference (< 1 s);
// - at 100,000 employees: the generation alone (< 30 s), its progress printed as it goes.
// Part of `npm run bench` (into bench/results/payroll.json); `npm run bench -- payroll` runs this entry alone, and
// `npx tsx bench/payroll.ts [n]` or `npx tsx bench/payroll.ts --large [n]` one part of it on SQLite only.
import os from 'node:os';
import { openDatabase, type Database } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedEmployeesBulk } from '../server/demo/seed-directory.ts';
import { periodDates } from '../server/modules/attendance/derive-service.ts';
import { payslipPdf } from '../server/modules/payroll/payslip-pdf.ts';
import { whatIf } from '../server/modules/payroll/rules-service.ts';
import { previewPayroll } from '../server/modules/payroll/preview-service.ts';
import { generatePayroll, type GenerationProgress } from '../server/modules/payroll/run-lifecycle-service.ts';
import { exportRun, runWithPayslips } from '../server/modules/payroll/runs-service.ts';
import { Cleanup, onBothDatabases, pgAnalyze, tempPostgresUrl, tempSqliteUrl, writeResult } from './api.ts';

export const PAYROLL_BUDGET_MS = 2_000;
export const REPORT_BUDGET_MS = 3_000;
export const PDF_BUDGET_MS = 200;
export const WHAT_IF_BUDGET_MS = 1_000;
export const LARGE_BUDGET_MS = 30_000;
export const PAYROLL_EMPLOYEES = 5_000;
export const LARGE_EMPLOYEES = 100_000;
const MONTH = '2026-06';
const ACTOR = { id: 0, username: 'bench', roleId: null, ip: '127.0.0.1' };

/** June 2026 (the month the payroll figures run) closed, as attendance's close would leave it. */
export async function closeMonth(db: Database): Promise<void> {
  await db.kysely
    .insertInto('attendance_close')
    .values({
      period: MONTH,
      from_date: '2026-06-01',
      to_date: '2026-06-30',
      closed_at: new Date().toISOString(),
      closed_by_id: null,
      closed_by_username: 'bench',
    })
    .execute();
}

/** The database at `url` (fresh: the caller made it and removes it) with `employees`, June closed and an
 * allowance for everyone. */
async function withMonth<T>(url: string, employees: number, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = openDatabase(url);
  try {
    await migrateToLatest(db);
    await seedEmployeesBulk(db, employees, { batch: 1000 });
    const now = new Date().toISOString();
    await closeMonth(db);
    await db.kysely
      .insertInto('pay_line')
      .values({
        employee_id: null,
        kind: 'earning',
        name: 'Transport',
        amount_cents: 5_000,
        percent_bp: null,
        taxable: 0,
        from_month: '2026-01',
        to_month: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // What autovacuum would do after a bulk load: plans from statistics, not from an empty table's guesses.
    if (db.dialect === 'postgres') await pgAnalyze(url);
    return await fn(db);
  } finally {
    await db.close();
  }
}

const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const value = await fn();
  return [value, performance.now() - t];
};

export async function measurePayroll(url: string, employees: number) {
  return withMonth(url, employees, async (db) => {
    const paid = await db.kysely
      .selectFrom('employee')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const [preview, previewMs] = await timed(() => previewPayroll(db, { month: MONTH, exchange_rate: 4100 }));
    const [, whatIfMs] = await timed(() =>
      whatIf(db, {
        month: MONTH,
        key: 'dependant_relief',
        value: { riel_per_dependant: 200_000 },
        exchange_rate: 4100,
      }),
    );
    const [run, generateMs] = await timed(() => generatePayroll(db, ACTOR, { month: MONTH, exchange_rate: 4100 }));
    const [report, reportMs] = await timed(() => exportRun(db, run.id));
    const { slips } = await runWithPayslips(db.kysely, run.id);
    const header = { employer: 'Bench Employer Co.', period: await periodDates(db.kysely, MONTH) };
    const [, pdfFirstMs] = await timed(() => payslipPdf(slips[0], header));
    const warm: number[] = [];
    for (const slip of slips.slice(1, 21)) warm.push((await timed(() => payslipPdf(slip, header)))[1]);
    warm.sort((a, b) => a - b);
    return {
      employees: Number(paid.n),
      headcount: run.headcount,
      rows: preview.rows.length,
      previewMs,
      whatIfMs,
      generateMs,
      reportMs,
      reportBytes: report.content.length,
      pdfFirstMs,
      pdfMedianMs: warm[Math.floor(warm.length / 2)],
    };
  });
}

export type PayrollFigures = Awaited<ReturnType<typeof measurePayroll>>;

/** Each figure against its budget, named with its database (`sqlite…`, `postgres…`) as payroll.json keeps them. */
export function payrollBudgets(prefix: string, f: PayrollFigures, large?: { generateMs: number }) {
  const budget = (value: number, max: number) => ({ max, value: Math.round(value), pass: value < max });
  return {
    [`${prefix}PayrollPreviewMs`]: budget(f.previewMs, PAYROLL_BUDGET_MS),
    [`${prefix}PayrollGenerateMs`]: budget(f.generateMs, PAYROLL_BUDGET_MS),
    [`${prefix}PayrollReportXlsxMs`]: budget(f.reportMs, REPORT_BUDGET_MS),
    [`${prefix}PayslipPdfMs`]: budget(f.pdfFirstMs, PDF_BUDGET_MS),
    [`${prefix}PayrollWhatIfMs`]: budget(f.whatIfMs, WHAT_IF_BUDGET_MS),
    ...(large ? { [`${prefix}PayrollGenerate100kMs`]: budget(large.generateMs, LARGE_BUDGET_MS) } : {}),
  };
}

/** Prints a generation's progress: the month computed, then each tenth of the payslips written. */
export function progressPrinter(): GenerationProgress {
  let decile = -1;
  return (phase, done, total) => {
    if (phase === 'computing' && done === 0) console.log('  computing the month …');
    const now = Math.floor((10 * done) / total);
    if (phase === 'writing' && now > decile) {
      decile = now;
      console.log(`  writing payslips ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`);
    }
  };
}

/** Generation alone at a large headcount, progress reported as the payslips are written. */
export async function measureLargeGeneration(
  url: string,
  employees: number,
  onProgress: GenerationProgress = () => {},
) {
  const [seedMs, figures] = await (async () => {
    const t = performance.now();
    let seeded = 0;
    const result = await withMonth(url, employees, async (db) => {
      seeded = performance.now() - t;
      const [run, generateMs] = await timed(() =>
        generatePayroll(db, ACTOR, { month: MONTH, exchange_rate: 4100 }, onProgress),
      );
      return { headcount: run.headcount, generateMs };
    });
    return [seeded, result] as const;
  })();
  return { employees, seedMs, ...figures };
}

/**
 * Both parts on SQLite, then on PostgreSQL (each on a database of its own, made and removed here); writes
 * bench/results/payroll.json with every figure judged per database.
 */
export async function runPayrollBench(cleanup: Cleanup, pgAdminUrl: string) {
  const loadAtStart = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const results = await onBothDatabases(cleanup, pgAdminUrl, 'payroll', async (url, label) => {
    console.log(`  ${label}: preview, generate, report and payslip at ${PAYROLL_EMPLOYEES.toLocaleString('en')} …`);
    const figures = await measurePayroll(url, PAYROLL_EMPLOYEES);
    const largeUrl = label === 'SQLite' ? tempSqliteUrl(cleanup) : await tempPostgresUrl(cleanup, pgAdminUrl);
    console.log(`  ${label}: generation at ${LARGE_EMPLOYEES.toLocaleString('en')} …`);
    const large = await measureLargeGeneration(largeUrl, LARGE_EMPLOYEES, progressPrinter());
    return { ...figures, large };
  });
  const budgets = Object.fromEntries(
    Object.entries(results).flatMap(([label, f]) =>
      'error' in f ? [] : Object.entries(payrollBudgets(label === 'SQLite' ? 'sqlite' : 'postgres', f, f.large)),
    ),
  );
  const report = {
    generatedAt: new Date().toISOString(),
    environment: {
      cpus: os.cpus().length,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 100) / 100),
    },
    employees: PAYROLL_EMPLOYEES,
    largeEmployees: LARGE_EMPLOYEES,
    results,
    budgets,
    pass: Object.values(budgets).every((b) => b.pass) && Object.values(results).every((r) => !('error' in r)),
  };
  writeResult('payroll', report);
  console.log(`\nPayroll budgets (load average ${loadAtStart.join(' / ')} at start on ${os.cpus().length} CPUs):`);
  for (const [label, f] of Object.entries(results)) if ('error' in f) console.log(`  FAIL  ${label}: ${f.error}`);
  for (const [name, b] of Object.entries(budgets))
    console.log(`  ${b.pass ? 'PASS' : 'FAIL'}  ${name} ${b.value} ms (< ${b.max} ms)`);
  for (const [label, f] of Object.entries(results))
    if (!('error' in f))
      console.log(
        `  ${label}: payslip PDF median of 20 more ${f.pdfMedianMs.toFixed(1)} ms; report.xlsx ${f.reportBytes} bytes`,
      );
  console.log('  → bench/results/payroll.json');
}

if (process.argv[1]?.endsWith('payroll.ts')) {
  const args = process.argv.slice(2);
  const verdict = (ms: number, max: number) => `${ms.toFixed(0)} ms  ${ms < max ? 'PASS' : 'FAIL'} (< ${max} ms)`;
  const cleanup = new Cleanup();
  try {
    if (args[0] === '--large') {
      const n = Number(args[1] ?? LARGE_EMPLOYEES);
      const f = await measureLargeGeneration(tempSqliteUrl(cleanup), n, progressPrinter());
      console.log(
        `payroll generation at ${f.employees.toLocaleString('en')} employees (${f.headcount} paid; seeded in ${(f.seedMs / 1000).toFixed(1)} s):`,
      );
      console.log(`  generate ${verdict(f.generateMs, LARGE_BUDGET_MS)}`);
    } else {
      const f = await measurePayroll(tempSqliteUrl(cleanup), Number(args[0] ?? PAYROLL_EMPLOYEES));
      console.log(`payroll at ${f.employees} employees (${f.headcount} paid):`);
      for (const [name, b] of Object.entries(payrollBudgets('sqlite', f)))
        console.log(`  ${name} ${verdict(b.value, b.max)}`);
      console.log(
        `  payslip PDF median of 20 more: ${f.pdfMedianMs.toFixed(1)} ms; report.xlsx ${f.reportBytes} bytes`,
      );
    }
  } finally {
    await cleanup.run();
  }
}
