// Payroll fixtures for the API suites: pay lines, runs and payslips put straight into the database; an employee on
// a contract and a generated month for the seniority and settlement suites.
import type { TestApp } from '../../server/testing/test-app.ts';
import { insertClose, pastMonth } from './attendance-fixtures.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { BASE } from './helpers.ts';

const now = () => new Date().toISOString();

export async function insertPayLine(t: TestApp, employeeId: number | null = null): Promise<number> {
  const { id } = await t.db.kysely
    .insertInto('pay_line')
    .values({
      employee_id: employeeId,
      kind: 'earning',
      name: 'Fixture allowance',
      amount_cents: 1_000,
      percent_bp: null,
      taxable: 0,
      from_month: '2020-01',
      to_month: '2020-01',
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A run of a fresh past month whose attendance is closed, with no payslips unless given. */
export async function insertRun(
  t: TestApp,
  status: 'draft' | 'approved' = 'draft',
): Promise<{ id: number; month: string }> {
  const month = pastMonth(t);
  await insertClose(t, month, `${month}-01`, `${month}-28`);
  const figures = {
    headcount: 0,
    gross_cents: 0,
    net_cents: 0,
    tax_cents: 0,
    employee_nssf_cents: 0,
    employer_cents: 0,
  };
  const { id } = await t.db.kysely
    .insertInto('payroll_run')
    .values({
      month,
      status,
      exchange_rate: 4000,
      ...figures,
      generated_by_id: null,
      generated_by_username: 'fixture',
      generated_at: now(),
      approved_by_id: null,
      approved_by_username: status === 'approved' ? 'fixture' : null,
      approved_at: status === 'approved' ? now() : null,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, month };
}

/** A payslip of a run for an employee (figures of a $100 salary, no tax). */
export async function insertPayslip(t: TestApp, runId: number, employeeId: number): Promise<number> {
  const { id } = await t.db.kysely
    .insertInto('payslip')
    .values({
      payroll_id: runId,
      employee_id: employeeId,
      employee_name: 'Fixture Employee',
      staff_id: 'FX1',
      position: 'Officer',
      department_id: null,
      department_name: null,
      bank_name: 'ABA',
      bank_account: '000111222',
      exchange_rate: 4000,
      base_cents: 10_000,
      gross_cents: 10_000,
      taxable_cents: 10_000,
      tax_riel: 0,
      tax_cents: 0,
      employee_nssf_cents: 200,
      employer_cents: 370,
      net_cents: 9_800,
      net_riel: 392_000,
      unpaid_half_days: 0,
      overtime_minutes: 0,
      lines: '[]',
      employer_lines: '[]',
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Rows in a payroll table (PostgreSQL answers counts as strings). */
export async function rowCount(t: TestApp, table: 'pay_line' | 'payroll_run' | 'payslip'): Promise<number> {
  const row = await t.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An employee who joined on `join` at `salary` cents a month; with a contract from that day when given, recorded
 * through the API as HR records it (seniority, severance and notice read it). */
export async function insertPaidEmployee(
  t: TestApp,
  join: string,
  salary: number,
  contract?: { kind: string; end_date?: string },
): Promise<number> {
  const id = await insertEmployee(t);
  await t.db.kysely
    .updateTable('employee')
    .set({ join_date: join, salary_cents: salary })
    .where('id', '=', id)
    .execute();
  if (contract) {
    const body = { start_date: join, ...contract };
    const res = await t.call('POST', `${BASE}/employee/${id}/contracts`, { token: t.adminToken, body });
    if (res.statusCode !== 201) throw new Error(`contract: ${res.statusCode} ${res.body}`);
  }
  return id;
}

/** A month closed from its first day to `lastDay` and its run generated at 4,000 riel per dollar; the run's id. */
export async function generateMonth(t: TestApp, month: string, lastDay: string): Promise<number> {
  await insertClose(t, month, `${month}-01`, lastDay);
  const body = { month, exchange_rate: 4000 };
  const res = await t.call('POST', `${BASE}/payroll/generate`, { token: t.adminToken, body });
  if (res.statusCode !== 201) throw new Error(`generate ${month}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}
