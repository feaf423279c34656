// The leave ledger, on SQLite and PostgreSQL: 5,000 employees who joined over the last ten years, each with
// about a dozen annual leave requests since, under a monthly-accrual policy with a seniority step and a
// carry-over that expires. Measured in the process, through the ledger service (its queries and the
// derivation), not over HTTP: everyone's balance of the type on a day (budget < 1 s, judged on the median of
// the runs) and one employee's ten-year ledger with its lines (budget p99 < 20 ms).
// `npm run bench -- leave` runs this entry alone.
import os from 'node:os';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedEmployeesBulk } from '../server/demo/seed-directory.ts';
import { addDays } from '../contract/dates.ts';
import { nowIso } from '../server/lib/clock.ts';
import { insertPolicy } from '../server/modules/leave/ledger-repository.ts';
import { balancesOn, ledgerOf } from '../server/modules/leave/ledger-service.ts';
import { insertRequests, type SeedRequest } from './requests-seed.ts';
import { Cleanup, onBothDatabases, writeResult } from './api.ts';
import { seededRandom } from './random.ts';

const EMPLOYEES = 5_000;
const REQUESTS_PER_EMPLOYEE = 12;
const ON = '2026-11-30';
const FIRST_JOIN = '2016-12-01';
const BALANCE_RUNS = 11;
const LEDGER_RUNS = 300;
const BUDGET_BALANCES_MS = 1_000;
const BUDGET_LEDGER_P99_MS = 20;

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

export async function seed(db: Database): Promise<{ typeId: number; oldest: number; requests: number }> {
  await migrateToLatest(db);
  await seedEmployeesBulk(db, EMPLOYEES);
  // Join dates one every 18 hours or so back from ON: the oldest joined ten years before it.
  const months = 120;
  for (let k = 0; k < months; k++) {
    const join = addDays(FIRST_JOIN, Math.round((k * 3_650) / months));
    await db.kysely
      .updateTable('employee')
      .set({ join_date: join, status: 'active' })
      .where(sql<boolean>`id % ${months} = ${k}`)
      .execute();
  }
  const now = nowIso();
  const { id: typeId } = await db.kysely
    .insertInto('leave_type')
    .values({
      name: 'Annual Leave',
      description: '',
      paid: 1,
      days_per_year: 18,
      carry_over_limit: 6,
      needs_attachment: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertPolicy(db.kysely, {
    leave_type_id: typeId,
    valid_from: '1997-03',
    accrual: 'monthly',
    days: 1.5,
    seniority_days: 1,
    seniority_every_years: 3,
    usable_after_months: 12,
    yearly_cap: null,
    carry_over_limit: 6,
    carry_over_expires_after_months: 3,
    proration: 'daily',
    pending_holds: 1,
    allow_negative: 0,
    pay_percent: 100,
    calendar_days: 0,
    source: 'Bench',
    created_by_username: 'bench',
    created_at: now,
  });
  const people = await db.kysely.selectFrom('employee').select(['id', 'join_date']).execute();
  const random = seededRandom(20261128);
  const rows: SeedRequest[] = [];
  for (const p of people) {
    const span = Math.max(1, (Date.parse(ON) - Date.parse(p.join_date)) / 86_400_000 - 10);
    for (let i = 0; i < REQUESTS_PER_EMPLOYEE; i++) {
      const start = addDays(p.join_date, Math.floor(random() * span));
      const days = 1 + Math.floor(random() * 3);
      rows.push({
        employee: p.id,
        start,
        end: addDays(start, days - 1),
        status: random() < 0.9 ? 'approve' : 'pending',
        amount: days,
      });
    }
  }
  await db.tx((trx) => insertRequests(trx, 'leave', rows, typeId, now));
  const oldest = people.reduce((a, b) => (b.join_date < a.join_date ? b : a)).id;
  return { typeId, oldest, requests: rows.length };
}

async function measureDialect(url: string, label: string) {
  const db = openDatabase(url);
  try {
    const t0 = performance.now();
    const { typeId, oldest, requests } = await seed(db);
    if (label === 'PostgreSQL') await sql`analyze`.execute(db.kysely);
    console.log(
      `  ${label}: seeded ${EMPLOYEES} employees and ${requests} leave requests in ${round((performance.now() - t0) / 1000)} s`,
    );

    const balances: number[] = [];
    let counted = 0;
    await balancesOn(db.kysely, typeId, ON); // warm-up
    for (let i = 0; i < BALANCE_RUNS; i++) {
      const s = performance.now();
      counted = (await balancesOn(db.kysely, typeId, ON)).size;
      balances.push(performance.now() - s);
    }
    const ledgers: number[] = [];
    let lines = 0;
    for (let i = 0; i < 20; i++) await ledgerOf(db.kysely, oldest, typeId, ON);
    for (let i = 0; i < LEDGER_RUNS; i++) {
      const s = performance.now();
      lines = (await ledgerOf(db.kysely, oldest, typeId, ON)).lines.length;
      ledgers.push(performance.now() - s);
    }
    balances.sort((a, b) => a - b);
    ledgers.sort((a, b) => a - b);
    return {
      employees: counted,
      requests,
      balancesOnADay: {
        runs: BALANCE_RUNS,
        medianMs: round(percentile(balances, 0.5)),
        maxMs: round(balances.at(-1)!),
      },
      tenYearLedger: {
        runs: LEDGER_RUNS,
        lines,
        p50Ms: round(percentile(ledgers, 0.5)),
        p99Ms: round(percentile(ledgers, 0.99)),
      },
    };
  } finally {
    await db.close();
  }
}

/** Both databases; writes bench/results/leave-ledger.json. */
export async function runLeaveLedgerBench(cleanup: Cleanup, pgAdminUrl: string) {
  const results = await onBothDatabases(cleanup, pgAdminUrl, 'leave ledger', (url, label) =>
    measureDialect(url, label),
  );
  const budgets: Record<string, { max: number; value: number; pass: boolean }> = {};
  for (const [label, f] of Object.entries(results)) {
    if ('error' in f) continue;
    const key = label === 'SQLite' ? 'sqlite' : 'postgres';
    const b = f.balancesOnADay.medianMs;
    budgets[`${key}BalancesOnADayMs`] = { max: BUDGET_BALANCES_MS, value: b, pass: b < BUDGET_BALANCES_MS };
    const l = f.tenYearLedger.p99Ms;
    budgets[`${key}TenYearLedgerP99Ms`] = { max: BUDGET_LEDGER_P99_MS, value: l, pass: l < BUDGET_LEDGER_P99_MS };
  }
  const report = {
    generatedAt: new Date().toISOString(),
    environment: { cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => round(n)) },
    on: ON,
    results,
    budgets,
    pass: Object.values(budgets).every((b) => b.pass) && Object.values(results).every((r) => !('error' in r)),
  };
  writeResult('leave-ledger', report);
  console.log(`\nLeave ledger budgets (${EMPLOYEES} employees, in process):`);
  for (const [name, b] of Object.entries(budgets))
    console.log(`  ${name}: ${b.value} ms (budget < ${b.max} ms) ${b.pass ? 'PASS' : 'FAIL'}`);
}
