// The whole month-end as one figure (`npm run bench -- month-end`), through the API as HR does it, on a fresh
// SQLite file and a fresh PostgreSQL database: for 5,000 employees, a month of their punches (220,000) imported,
// the month derived again and closed (one request: closing derives every day of it first), payroll previewed,
// generated and approved, and its register report.xlsx, bank file and payslips zip built. Each step's seconds
// and the total, into bench/results/month-end.json.
import os from 'node:os';
import { Cleanup, onBothDatabases, pgAnalyze, signIn, startApi, writeResult } from './api.ts';
import { benchMonth, seed } from './attendance.ts';

/** The whole month-end's goal, in seconds. */
export const MONTH_END_BUDGET_S = 10;
const ADMIN_API = '/api/v1/admin';
const EXCHANGE_RATE = 4100;

const round = (n: number) => Math.round(n * 100) / 100;

interface Step {
  step: string;
  seconds: number;
  status: number;
  bytes: number;
}

async function measureOn(cleanup: Cleanup, url: string, label: string) {
  const { month, days } = benchMonth();
  const { csv, punches, employees } = await seed(url, days);
  console.log(`  ${label}: ${employees.toLocaleString('en')} employees, ${punches.toLocaleString('en')} punches`);
  const api = await startApi(cleanup, url);
  try {
    const token = await signIn(api.baseUrl);
    const steps: Step[] = [];
    /** One request, timed until its whole answer is in; anything but `ok` stops the run. */
    const step = async (name: string, ok: number, path: string, init: RequestInit = {}) => {
      const t = performance.now();
      const res = await fetch(`${api.baseUrl}${ADMIN_API}/${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
      });
      const body = Buffer.from(await res.arrayBuffer());
      const seconds = round((performance.now() - t) / 1000);
      if (res.status !== ok) throw new Error(`${name}: ${res.status} ${body.toString().slice(0, 300)}`);
      steps.push({ step: name, seconds, status: res.status, bytes: body.length });
      console.log(
        `    ${name.padEnd(22)} ${seconds.toFixed(2).padStart(7)} s  ${body.length.toLocaleString('en')} bytes`,
      );
      return body;
    };
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await step('import punches', 201, 'attendance/import', {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });
    await step('derive and close', 200, 'attendance/close', json({ month }));
    // What autovacuum would do after the month's bulk writes: plans from statistics.
    if (label === 'PostgreSQL') await pgAnalyze(url);
    await step('payroll preview', 200, `payroll/preview?month=${month}&exchange_rate=${EXCHANGE_RATE}`);
    const generated = await step(
      'payroll generate',
      201,
      'payroll/generate',
      json({ month, exchange_rate: EXCHANGE_RATE }),
    );
    const run = (JSON.parse(generated.toString()) as { data: { id: number; headcount: number } }).data;
    await step('payroll approve', 200, `payroll/${run.id}/approve`, { method: 'POST' });
    await step('report.xlsx', 200, `payroll/${run.id}/export`);
    await step('bank-transfer.csv', 200, `payroll/${run.id}/bank-transfer.csv`);
    await step('payslips.zip', 200, `payroll/${run.id}/payslips.zip`);
    const totalS = round(steps.reduce((sum, s) => sum + s.seconds, 0));
    console.log(`    ${'total'.padEnd(22)} ${totalS.toFixed(2).padStart(7)} s`);
    return { month, employees, punches, headcount: run.headcount, steps, totalS };
  } finally {
    await api.stop();
  }
}

export async function runMonthEndBench(cleanup: Cleanup, pgAdminUrl: string): Promise<void> {
  const loadAtStart = os.loadavg().map(round);
  console.log(`  the month-end for 5,000 employees, step by step; load average ${loadAtStart.join(' / ')}`);
  const results = await onBothDatabases(cleanup, pgAdminUrl, 'month-end', (url, label) =>
    measureOn(cleanup, url, label),
  );
  const budgets = Object.fromEntries(
    Object.entries(results).map(([label, f]) => {
      const value = 'error' in f ? NaN : f.totalS;
      return [
        `${label === 'SQLite' ? 'sqlite' : 'postgres'}MonthEndS`,
        { max: MONTH_END_BUDGET_S, value, pass: value < MONTH_END_BUDGET_S },
      ];
    }),
  );
  for (const [name, b] of Object.entries(budgets))
    console.log(`  ${b.pass ? 'PASS' : 'FAIL'}  ${name} ${b.value} s (< ${b.max} s)`);
  writeResult('month-end', {
    generatedAt: new Date().toISOString(),
    environment: { cpus: os.cpus().length, loadAverageAtStart: loadAtStart, loadAverageAtEnd: os.loadavg().map(round) },
    results,
    budgets,
  });
  console.log('  → bench/results/month-end.json');
}
