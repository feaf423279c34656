// Payroll figures (issue 14 point 11): preview and generate of one closed month for PAYROLL_EMPLOYEES employees
// (default 5,000) on a fresh SQLite database, through the service as the routes call it (no HTTP). Budget: each
// under 2 s. Part of `npm run bench` (bench/run.ts, after the web figures); alone: `npx tsx bench/payroll.ts [n]`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedEmployeesBulk } from '../server/demo/seed-directory.ts';
import { generatePayroll, previewPayroll } from '../server/modules/payroll/service.ts';

export const PAYROLL_BUDGET_MS = 2_000;
export const PAYROLL_EMPLOYEES = 5_000;

export async function measurePayroll(employees: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-bench-payroll-'));
  const db = openDatabase(`file:${path.join(dir, 'bench.sqlite')}`);
  try {
    await migrateToLatest(db);
    await seedEmployeesBulk(db, employees, { batch: 1000 });
    const month = '2026-06';
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('attendance_close')
      .values({
        period: month,
        from_date: '2026-06-01',
        to_date: '2026-06-30',
        closed_at: now,
        closed_by_id: null,
        closed_by_username: 'bench',
      })
      .execute();
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
    const paid = (
      await db.kysely
        .selectFrom('employee')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    let t = performance.now();
    const preview = await previewPayroll(db, { month, exchange_rate: 4100 });
    const previewMs = performance.now() - t;
    t = performance.now();
    const run = await generatePayroll(
      db,
      { id: 0, username: 'bench', roleId: null, ip: '127.0.0.1' },
      { month, exchange_rate: 4100 },
    );
    const generateMs = performance.now() - t;
    return { employees: Number(paid), headcount: run.headcount, rows: preview.rows.length, previewMs, generateMs };
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('payroll.ts')) {
  const n = Number(process.argv[2] ?? PAYROLL_EMPLOYEES);
  const f = await measurePayroll(n);
  const verdict = (ms: number) => (ms < PAYROLL_BUDGET_MS ? 'PASS' : 'FAIL');
  console.log(`payroll at ${f.employees} employees (${f.headcount} paid):`);
  console.log(`  preview  ${f.previewMs.toFixed(0)} ms  ${verdict(f.previewMs)} (< ${PAYROLL_BUDGET_MS} ms)`);
  console.log(`  generate ${f.generateMs.toFixed(0)} ms  ${verdict(f.generateMs)} (< ${PAYROLL_BUDGET_MS} ms)`);
}
