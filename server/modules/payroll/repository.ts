// Payroll queries: pay lines, the inputs of a month (employees, tax data, attendance, overtime, rules), runs and
// payslips. Every function takes the database or a transaction first.
import { sql, type Insertable, type JoinBuilder, type Kysely, type Selectable } from 'kysely';
import type { DB, PayLineTable, PayslipTable, PayrollRunTable } from '../../db/schema.ts';

export type PayLineRow = Selectable<PayLineTable> & {
  first_name: string | null;
  last_name: string | null;
  /** The month of the run an adjustment corrects. */
  adjusts_month: string | null;
};
export type RunRow = Selectable<PayrollRunTable>;

/** A payslip with its run's month and status. */
export type PayslipRow = Selectable<PayslipTable> & { month: string; status: string };
export type NewPayslip = Insertable<PayslipTable>;

// --- pay lines

const payLines = (db: Kysely<DB>) =>
  db
    .selectFrom('pay_line')
    .leftJoin('employee', 'employee.id', 'pay_line.employee_id')
    .leftJoin('payroll_run as adjusted', 'adjusted.id', 'pay_line.adjusts_payroll_id')
    .selectAll('pay_line')
    .select(['employee.first_name', 'employee.last_name', 'adjusted.month as adjusts_month']);

export function findPayLines(
  db: Kysely<DB>,
  filter: { employee_id?: number; month?: string },
  page?: { page: number; limit: number },
) {
  let q = payLines(db);
  if (filter.employee_id !== undefined) q = q.where('pay_line.employee_id', '=', filter.employee_id);
  if (filter.month !== undefined) {
    const month = filter.month;
    q = q
      .where('pay_line.from_month', '<=', month)
      .where((eb) => eb.or([eb('pay_line.to_month', 'is', null), eb('pay_line.to_month', '>=', month)]));
  }
  q = q.orderBy('pay_line.id');
  if (page) q = q.limit(page.limit).offset((page.page - 1) * page.limit);
  return q.execute();
}

export async function countPayLines(db: Kysely<DB>, filter: { employee_id?: number; month?: string }) {
  let q = db.selectFrom('pay_line').select((eb) => eb.fn.countAll<number>().as('n'));
  if (filter.employee_id !== undefined) q = q.where('employee_id', '=', filter.employee_id);
  if (filter.month !== undefined) {
    const month = filter.month;
    q = q
      .where('from_month', '<=', month)
      .where((eb) => eb.or([eb('to_month', 'is', null), eb('to_month', '>=', month)]));
  }
  return (await q.executeTakeFirstOrThrow()).n;
}

export const findPayLine = (db: Kysely<DB>, id: number) =>
  payLines(db).where('pay_line.id', '=', id).executeTakeFirst();

export async function insertPayLine(trx: Kysely<DB>, values: Insertable<PayLineTable>) {
  const row = await trx.insertInto('pay_line').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export const updatePayLine = (trx: Kysely<DB>, id: number, values: Partial<Insertable<PayLineTable>>) =>
  trx.updateTable('pay_line').set(values).where('id', '=', id).execute();

export const deletePayLine = (trx: Kysely<DB>, id: number) => trx.deleteFrom('pay_line').where('id', '=', id).execute();

/** The employees with these staff ids (at most a few hundred at a time: bind limits). */
export const employeesByStaffId = (db: Kysely<DB>, staffIds: string[]) =>
  db.selectFrom('employee').select(['id', 'staff_id']).where('staff_id', 'in', staffIds).execute();

/** Whether an approved run paid this pay line (its id is in a payslip's lines). */
export async function payLineUsedByApprovedRun(
  db: Kysely<DB>,
  line: { id: number; from_month: string; to_month: string | null },
) {
  let q = db
    .selectFrom('payslip')
    .innerJoin('payroll_run', ofRunGeneration)
    .select('payslip.id')
    .where('payroll_run.status', '=', 'approved')
    .where('payroll_run.month', '>=', line.from_month)
    .where('payslip.lines', 'like', `%"pay_line_id":${line.id},%`);
  if (line.to_month != null) q = q.where('payroll_run.month', '<=', line.to_month);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

// --- the month's inputs

export interface PayrollEmployee {
  id: number;
  first_name: string;
  last_name: string;
  staff_id: string;
  position: string;
  join_date: string;
  salary_cents: number;
  bank_name: string;
  bank_account: string;
  department_id: number | null;
  department_name: string | null;
  resident: number | null;
  spouse_dependant: number | null;
  children: number | null;
}

/** Active employees who joined by the period's last day, in id order. */
export function payrollEmployees(db: Kysely<DB>, to: string): Promise<PayrollEmployee[]> {
  return db
    .selectFrom('employee')
    .leftJoin('team', 'team.id', 'employee.team_id')
    .leftJoin('department', 'department.id', 'team.department_id')
    .leftJoin('employee_tax', 'employee_tax.employee_id', 'employee.id')
    .select([
      'employee.id',
      'employee.first_name',
      'employee.last_name',
      'employee.staff_id',
      'employee.position',
      'employee.join_date',
      'employee.salary_cents',
      'employee.bank_name',
      'employee.bank_account',
      'department.id as department_id',
      'department.name as department_name',
      'employee_tax.resident',
      'employee_tax.spouse_dependant',
      'employee_tax.children',
    ])
    .where('employee.status', '=', 'active')
    .where('employee.join_date', '<=', to)
    .orderBy('employee.id')
    .execute();
}

/** Pay lines that apply in a month (everyone's and each employee's). */
export const payLinesOfMonth = (db: Kysely<DB>, month: string) => findPayLines(db, { month });

/** Absence days per employee in the period (status absent). */
export async function absenceDays(db: Kysely<DB>, from: string, to: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('attendance')
    .select(['employee_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where('status', '=', 'absent')
    .groupBy('employee_id')
    .execute();
  return new Map(rows.map((r) => [r.employee_id, r.n]));
}

/** Per employee in the period: the days recorded (every status), and those they came to work or were excused
 * (any status but absent, weekend, holiday). */
export async function recordedDays(
  db: Kysely<DB>,
  from: string,
  to: string,
): Promise<Map<number, { recorded: number; attended: number }>> {
  const rows = await db
    .selectFrom('attendance')
    .select([
      'employee_id',
      (eb) => eb.fn.countAll<number>().as('recorded'),
      sql<number>`sum(case when status in ('absent', 'weekend', 'holiday') then 0 else 1 end)`.as('attended'),
    ])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('employee_id')
    .execute();
  return new Map(rows.map((r) => [r.employee_id, { recorded: r.recorded, attended: r.attended }]));
}

/** Whether anyone punched in the period at all (a month whose punch file was never imported has none). */
export const anyPunch = async (db: Kysely<DB>, from: string, to: string) =>
  !!(await db
    .selectFrom('punch')
    .select('id')
    .where('date', '>=', from)
    .where('date', '<=', to)
    .limit(1)
    .executeTakeFirst());

export interface OvertimeRow {
  employee_id: number;
  date: string;
  start_time: string | null;
  end_time: string | null;
  minutes: number;
  /** The attendance status of that day (weekend, holiday: a rest day; a closed period has every day). */
  day_status: string | null;
}

/** Approved overtime of the period with the day's attendance status. */
export function approvedOvertime(db: Kysely<DB>, from: string, to: string): Promise<OvertimeRow[]> {
  return db
    .selectFrom('overtime_request')
    .innerJoin('approval_request', 'approval_request.id', 'overtime_request.request_id')
    .leftJoin('attendance', (j) =>
      j
        .onRef('attendance.employee_id', '=', 'approval_request.employee_id')
        .onRef('attendance.date', '=', 'overtime_request.date'),
    )
    .select([
      'approval_request.employee_id',
      'overtime_request.date',
      'overtime_request.start_time',
      'overtime_request.end_time',
      sql<number>`coalesce(overtime_request.approved_minutes, overtime_request.minutes)`.as('minutes'),
      'attendance.status as day_status',
    ])
    .where('approval_request.kind', '=', 'overtime')
    .where('approval_request.status', '=', 'approve')
    .where('overtime_request.date', '>=', from)
    .where('overtime_request.date', '<=', to)
    .execute();
}

/** Each rule's row in force in a month: the latest effective_from not after it. */
export async function rulesOf(db: Kysely<DB>, month: string) {
  const rows = await db
    .selectFrom('payroll_rule')
    .selectAll()
    .where('effective_from', '<=', month)
    .orderBy('key')
    .orderBy('effective_from', 'desc')
    .execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!latest.has(r.key)) latest.set(r.key, r);
  return [...latest.values()];
}

export const isClosed = async (db: Kysely<DB>, month: string) =>
  (await db.selectFrom('attendance_close').select('id').where('period', '=', month).executeTakeFirst()) !== undefined;

// --- runs and payslips

/** Joins a payslip to its run only when it is of the run's generation: a regeneration writes the next generation
 * beside the run's own (run-regeneration.ts), and no reader takes it until the run is switched to it. */
export const ofRunGeneration = (j: JoinBuilder<DB, 'payslip' | 'payroll_run'>) =>
  j.onRef('payroll_run.id', '=', 'payslip.payroll_id').onRef('payroll_run.generation', '=', 'payslip.generation');

/** The status of a run its generation is still writing (run-writing.ts): no reader sees it or its payslips. */
export const WRITING = 'writing';

/** The runs there are: every run but one still being written. */
const runs = (db: Kysely<DB>) => db.selectFrom('payroll_run').where('payroll_run.status', '<>', WRITING);

export const findRun = (db: Kysely<DB>, id: number) => runs(db).selectAll().where('id', '=', id).executeTakeFirst();
/** Whether an employee has a payslip in a run. */
export const hasPayslip = async (db: Kysely<DB>, runId: number, employeeId: number) =>
  (await payslips(db)
    .clearSelect()
    .select('payslip.id')
    .where('payslip.payroll_id', '=', runId)
    .where('payslip.employee_id', '=', employeeId)
    .executeTakeFirst()) !== undefined;
export const findRunByMonth = (db: Kysely<DB>, month: string) =>
  runs(db).selectAll().where('month', '=', month).executeTakeFirst();
/** The latest run before a month. */
export const runBefore = (db: Kysely<DB>, month: string) =>
  runs(db).selectAll().where('month', '<', month).orderBy('month', 'desc').limit(1).executeTakeFirst();
export const latestRun = (db: Kysely<DB>) => runs(db).selectAll().orderBy('month', 'desc').limit(1).executeTakeFirst();

export const findRuns = async (db: Kysely<DB>, page: { page: number; limit: number }) =>
  await runs(db)
    .selectAll()
    .orderBy('month', 'desc')
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();
export const countRuns = async (db: Kysely<DB>) =>
  (
    await runs(db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

export async function insertRun(trx: Kysely<DB>, values: Insertable<PayrollRunTable>) {
  return (await trx.insertInto('payroll_run').values(values).returning('id').executeTakeFirstOrThrow()).id;
}
export const updateRun = (trx: Kysely<DB>, id: number, values: Partial<Insertable<PayrollRunTable>>) =>
  trx.updateTable('payroll_run').set(values).where('id', '=', id).execute();
/** Approves a draft run; answers whether it was still a draft (a second approve changes nothing). */
export async function approveRun(trx: Kysely<DB>, id: number, set: Partial<Insertable<PayrollRunTable>>) {
  const r = await trx
    .updateTable('payroll_run')
    .set({ ...set, status: 'approved' })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Inserts payslips in batches (a statement's parameters stay well under both dialects' limits), telling
 * `onBatch` how many are in after each. */
export async function insertPayslips(
  trx: Kysely<DB>,
  rows: NewPayslip[],
  onBatch: (done: number, total: number) => Promise<void> | void = () => {},
) {
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('payslip')
      .values(rows.slice(i, i + 500))
      .execute();
    await onBatch(Math.min(i + 500, rows.length), rows.length);
  }
}
/** Deletes up to `limit` of a run's payslips of any generation but `generation`; answers how many. */
export async function deletePayslipsBeside(trx: Kysely<DB>, runId: number, generation: number, limit: number) {
  const { numDeletedRows } = await trx
    .deleteFrom('payslip')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('payslip')
        .select('id')
        .where('payroll_id', '=', runId)
        .where('generation', '<>', generation)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** The payslips there are: those of the runs there are, of each run's generation (a regeneration writes the next
 * beside it, run-regeneration.ts). */
const payslips = (db: Kysely<DB>) =>
  db
    .selectFrom('payslip')
    .innerJoin('payroll_run', ofRunGeneration)
    .where('payroll_run.status', '<>', WRITING)
    .selectAll('payslip')
    .select(['payroll_run.month', 'payroll_run.status']);

export interface PayslipFilter {
  payroll_id?: number;
  employee_id?: number;
  department_id?: number;
  /** Only payslips of approved runs (an employee's own view). */
  approved_only?: boolean;
}

function filtered(db: Kysely<DB>, f: PayslipFilter) {
  let q = payslips(db);
  if (f.payroll_id !== undefined) q = q.where('payslip.payroll_id', '=', f.payroll_id);
  if (f.employee_id !== undefined) q = q.where('payslip.employee_id', '=', f.employee_id);
  if (f.department_id !== undefined) q = q.where('payslip.department_id', '=', f.department_id);
  if (f.approved_only) q = q.where('payroll_run.status', '=', 'approved');
  return q;
}

export const findPayslips = async (db: Kysely<DB>, f: PayslipFilter, page: { page: number; limit: number }) =>
  await filtered(db, f)
    .orderBy('payroll_run.month', 'desc')
    .orderBy('payslip.employee_id')
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();

export async function countPayslips(db: Kysely<DB>, f: PayslipFilter) {
  const row = await filtered(db, f)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export const findPayslip = async (db: Kysely<DB>, id: number) => {
  const row = await payslips(db).where('payslip.id', '=', id).executeTakeFirst();
  return row;
};

/** Every payslip of a run, in employee order (export, previous month). */
export const runPayslips = async (db: Kysely<DB>, runId: number) =>
  await payslips(db).where('payslip.payroll_id', '=', runId).orderBy('payslip.employee_id').execute();

export async function employeeOfUser(db: Kysely<DB>, userId: number): Promise<number | null> {
  const row = await db.selectFrom('sys_user').select('employee_id').where('id', '=', userId).executeTakeFirst();
  return row?.employee_id ?? null;
}
