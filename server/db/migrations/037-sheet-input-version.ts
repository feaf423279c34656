// Versions of everything the attendance sheet reads, kept by the database itself as migration 033 keeps
// payroll's: numbers that go up with every committed change to a sheet input. A server keeps a page it made only
// under the number it read before making it, and sends it again only while the number is the same, so a change
// committed by any process (another API server, a script) is seen on the next read. Frozen once landed: it
// repeats 033's triggers rather than sharing code that could change under an applied migration.
//
// The days (attendance, attendance_settled) are counted by their calendar month ('YYYY-MM'): clock-ins all day
// long change this month's, not the month HR is closing. Everything else is counted under '':
// - employee, employee_term, employee_office, team, department: who is on the sheet, their names, the filters;
// - attendance_close (the period closed, by whom);
// - approval_request, overtime_request: the approved overtime of the period;
// - work_schedule (working days, the period's first day), calendar_event (holidays).
// Not read: row_count (the employee counter the total starts from changes only with employee).
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

type Db = Kysely<any>;

const SHEET_INPUT_TABLES = [
  'employee',
  'employee_term',
  'employee_office',
  'team',
  'department',
  'attendance_close',
  'approval_request',
  'overtime_request',
  'work_schedule',
  'calendar_event',
] as const;

/** The tables of dated days, counted by month. */
const DAY_TABLES = ['attendance', 'attendance_settled'] as const;

export function sheetInputVersion(dialect: DialectName) {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('sheet_input_version')
        .addColumn('scope', 'varchar(7)', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await sql`insert into sheet_input_version (scope, version) values ('', 0)`.execute(db);
      if (dialect === 'sqlite') await sqliteTriggers(db);
      else await postgresTriggers(db);
    },
  };
}

/** Row-level (SQLite has no other): the bump is an upsert of one row already in the writer's transaction. */
async function sqliteTriggers(db: Db) {
  const bump = (scope: ReturnType<typeof sql>) =>
    sql`insert into sheet_input_version (scope, version) values (${scope}, 1)
      on conflict (scope) do update set version = version + 1;`;
  for (const table of SHEET_INPUT_TABLES)
    for (const event of ['insert', 'update', 'delete'])
      await sql`create trigger ${sql.id(`sheet_input_${table}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin ${bump(sql`''`)} end`.execute(db);
  const month = (row: 'new' | 'old') => sql`substr(${sql.raw(row)}.date, 1, 7)`;
  for (const table of DAY_TABLES) {
    await sql`create trigger ${sql.id(`sheet_input_${table}_insert`)} after insert on ${sql.table(table)}
      begin ${bump(month('new'))} end`.execute(db);
    await sql`create trigger ${sql.id(`sheet_input_${table}_update`)} after update on ${sql.table(table)}
      begin ${bump(month('new'))} end`.execute(db);
    await sql`create trigger ${sql.id(`sheet_input_${table}_update_month`)} after update on ${sql.table(table)}
      when ${month('old')} <> ${month('new')} begin ${bump(month('old'))} end`.execute(db);
    await sql`create trigger ${sql.id(`sheet_input_${table}_delete`)} after delete on ${sql.table(table)}
      begin ${bump(month('old'))} end`.execute(db);
  }
}

/**
 * Bumped at commit, as 033 does: each statement on an input table notes its transaction and scope once, and a
 * deferred constraint trigger on the note bumps that scope's version as the transaction commits, so a version's
 * row is locked only for the commit and clock-ins of different employees do not wait on each other for it.
 */
async function postgresTriggers(db: Db) {
  await sql`create table sheet_input_change (tx bigint, scope varchar(7), primary key (tx, scope))`.execute(db);
  await sql`create function sheet_input_changed() returns trigger language plpgsql as $$
    begin insert into sheet_input_change (tx, scope) values (txid_current(), '') on conflict do nothing; return null; end
    $$`.execute(db);
  await sql`create function sheet_input_commit() returns trigger language plpgsql as $$
    begin
      insert into sheet_input_version (scope, version) values (new.scope, 1)
        on conflict (scope) do update set version = sheet_input_version.version + 1;
      delete from sheet_input_change where tx = new.tx and scope = new.scope;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger sheet_input_commit after insert on sheet_input_change
    deferrable initially deferred for each row execute function sheet_input_commit()`.execute(db);
  for (const table of SHEET_INPUT_TABLES)
    await sql`create trigger ${sql.id(`sheet_input_${table}`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function sheet_input_changed()`.execute(db);

  // The days: the months of the rows written (transition tables need one trigger per event).
  const months = (rows: string) => sql`insert into sheet_input_change (tx, scope)
    select distinct txid_current(), substr(r.date, 1, 7) from ${sql.raw(rows)} r on conflict do nothing;`;
  await sql`create function sheet_input_days() returns trigger language plpgsql as $$
    begin
      if tg_op in ('INSERT', 'UPDATE') then ${months('new_rows')} end if;
      if tg_op in ('DELETE', 'UPDATE') then ${months('old_rows')} end if;
      return null;
    end $$`.execute(db);
  for (const table of DAY_TABLES) {
    await sql`create trigger ${sql.id(`sheet_input_${table}_insert`)} after insert on ${sql.table(table)}
      referencing new table as new_rows for each statement execute function sheet_input_days()`.execute(db);
    await sql`create trigger ${sql.id(`sheet_input_${table}_update`)} after update on ${sql.table(table)}
      referencing old table as old_rows new table as new_rows
      for each statement execute function sheet_input_days()`.execute(db);
    await sql`create trigger ${sql.id(`sheet_input_${table}_delete`)} after delete on ${sql.table(table)}
      referencing old table as old_rows for each statement execute function sheet_input_days()`.execute(db);
    // A truncate has no rows to date: every month's pages go.
    await sql`create trigger ${sql.id(`sheet_input_${table}_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function sheet_input_changed()`.execute(db);
  }
}
