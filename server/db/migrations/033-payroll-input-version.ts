// A version of everything a payroll generation reads, kept by the database itself: one row whose number goes up
// with every committed change to a payroll input. A generation computes from a read snapshot, noting the number,
// and writes its run in a short transaction only if the number is still the same (run-lifecycle-service.ts):
// the run is then exactly what a computation inside the write would have produced. Triggers, not the services,
// keep it, so every writer is caught, including ones added later on other code paths. Frozen once landed.
//
// The tables the month's computation reads (month-computation.ts and what it calls):
// - employee, employee_tax, team, department: who is paid, salary, bank, tax status, the department frozen on
//   the payslip (team joins the employee to it);
// - employment_contract: the seniority indemnity and severance (statutory-earnings.ts);
// - pay_line, payroll_run, payslip: the month's pay lines (and the month an adjustment corrects), the latest
//   run's exchange rate, the run already generated (exactly-once), the earlier months' gross the indemnity
//   averages;
// - payroll_rule: the rules in force;
// - attendance (only days of a closed period: payroll reads nothing else of it, and clock-ins of today would
//   otherwise keep changing the version), attendance_close (the month closed), work_schedule (the period's first
//   day);
// - approval_request, leave_request, leave_type, leave_policy, calendar_event (holidays): leave paid below 100%;
//   approval_request and overtime_request: approved overtime.
// Not read: office (its name only labels a schedule), punches (read through attendance), the leave ledger's
// balances.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

type Db = Kysely<any>;

export const PAYROLL_INPUT_TABLES = [
  'employee',
  'employee_tax',
  'team',
  'department',
  'employment_contract',
  'pay_line',
  'payroll_run',
  'payslip',
  'payroll_rule',
  'attendance_close',
  'work_schedule',
  'approval_request',
  'leave_request',
  'overtime_request',
  'leave_type',
  'leave_policy',
  'calendar_event',
] as const;

export function payrollInputVersion(dialect: DialectName) {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('payroll_input_version')
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await sql`insert into payroll_input_version (id, version) values (1, 0)`.execute(db);
      if (dialect === 'sqlite') await sqliteTriggers(db);
      else await postgresTriggers(db);
    },
  };
}

const inClosedPeriod = (row: 'new' | 'old') =>
  sql`exists (select 1 from attendance_close c where ${sql.raw(row)}.date between c.from_date and c.to_date)`;

/** Row-level (SQLite has no other): the bump is an update of one row already in the writer's transaction. */
async function sqliteTriggers(db: Db) {
  const bump = sql`update payroll_input_version set version = version + 1 where id = 1;`;
  for (const table of PAYROLL_INPUT_TABLES)
    for (const event of ['insert', 'update', 'delete'])
      await sql`create trigger ${sql.id(`payroll_input_${table}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin ${bump} end`.execute(db);
  await sql`create trigger payroll_input_attendance_insert after insert on attendance
    when ${inClosedPeriod('new')} begin ${bump} end`.execute(db);
  await sql`create trigger payroll_input_attendance_update after update on attendance
    when ${inClosedPeriod('old')} or ${inClosedPeriod('new')} begin ${bump} end`.execute(db);
  await sql`create trigger payroll_input_attendance_delete after delete on attendance
    when ${inClosedPeriod('old')} begin ${bump} end`.execute(db);
}

/**
 * A row, not a sequence: a sequence's value is taken outside transactions, so a snapshot could read a number
 * whose change is not yet committed (or miss one committed later with a lower number); a row's version is read
 * under MVCC like the data, so the snapshot sees exactly the changes committed before it, and the write sees
 * every change committed since.
 *
 * The row is bumped at commit, not at the change: each statement on an input table (statement-level triggers,
 * once whatever the row count) notes its transaction in payroll_input_change, once per transaction, and a
 * deferred constraint trigger on that note bumps the version as the transaction commits. So the one row's lock
 * is held only for the commit, and writers of different employees do not wait on each other's transactions for
 * it. The note goes with its transaction when it rolls back (a savepoint's too).
 */
async function postgresTriggers(db: Db) {
  await sql`create table payroll_input_change (tx bigint primary key)`.execute(db);
  const note = sql`insert into payroll_input_change (tx) values (txid_current()) on conflict do nothing;`;
  await sql`create function payroll_input_changed() returns trigger language plpgsql as $$
    begin ${note} return null; end $$`.execute(db);
  await sql`create function payroll_input_commit() returns trigger language plpgsql as $$
    begin
      update payroll_input_version set version = version + 1 where id = 1;
      delete from payroll_input_change where tx = new.tx;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger payroll_input_commit after insert on payroll_input_change
    deferrable initially deferred for each row execute function payroll_input_commit()`.execute(db);
  for (const table of PAYROLL_INPUT_TABLES)
    await sql`create trigger ${sql.id(`payroll_input_${table}`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function payroll_input_changed()`.execute(db);

  // Attendance: only rows dated in a closed period (transition tables need one trigger per event).
  const closedIn = (rows: string) =>
    sql`exists (select 1 from ${sql.raw(rows)} r join attendance_close c on r.date between c.from_date and c.to_date)`;
  await sql`create function payroll_input_attendance() returns trigger language plpgsql as $$
    begin
      if tg_op in ('INSERT', 'UPDATE') then
        if ${closedIn('new_rows')} then ${note} return null; end if;
      end if;
      if tg_op in ('DELETE', 'UPDATE') then
        if ${closedIn('old_rows')} then ${note} end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger payroll_input_attendance_insert after insert on attendance
    referencing new table as new_rows for each statement execute function payroll_input_attendance()`.execute(db);
  await sql`create trigger payroll_input_attendance_update after update on attendance
    referencing old table as old_rows new table as new_rows
    for each statement execute function payroll_input_attendance()`.execute(db);
  await sql`create trigger payroll_input_attendance_delete after delete on attendance
    referencing old table as old_rows for each statement execute function payroll_input_attendance()`.execute(db);
  await sql`create trigger payroll_input_attendance_truncate after truncate on attendance
    for each statement execute function payroll_input_changed()`.execute(db);
}
