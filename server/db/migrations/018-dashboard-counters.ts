// Counts the dashboard reads at every call, kept by the database itself as migration 004 keeps row counts:
// the day's attendance records per status (with how many have a clock-in), and the active employees per team.
// Counting them at 100,000 employees read ~90,000 index entries (the day) and the whole team index
// (headcount) per call. Triggers update the counts in the same transaction as the change, whatever code path
// makes it. Frozen once landed.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

type Db = Kysely<any>;

/** Employees in no team are counted under team 0 (ids start at 1), so the key needs no null. */
export const NO_TEAM = 0;

export function dashboardCounters(dialect: DialectName) {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('attendance_day_count')
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('n', 'bigint', (c) => c.notNull())
        .addColumn('came_in', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('attendance_day_count_pk', ['date', 'status'])
        .execute();
      await db.schema
        .createTable('team_headcount')
        .addColumn('team_id', 'integer', (c) => c.primaryKey())
        .addColumn('n', 'bigint', (c) => c.notNull())
        .execute();
      if (dialect === 'sqlite') await sqliteTriggers(db);
      else await postgresTriggers(db);
      // Counted after the triggers exist and in the same transaction (PostgreSQL runs each migration in one).
      await sql`insert into attendance_day_count (date, status, n, came_in)
        select date, status, count(*), count(clock_in) from attendance group by date, status`.execute(db);
      await sql`insert into team_headcount (team_id, n)
        select coalesce(team_id, ${sql.lit(NO_TEAM)}), count(*) from employee where status = 'active'
        group by coalesce(team_id, ${sql.lit(NO_TEAM)})`.execute(db);
    },
  };
}

/** Row-level triggers: an upsert adds to the key's count, an update moves the row from its old key to its new. */
async function sqliteTriggers(db: Db) {
  const addDay = (row: 'new' | 'old', sign: '+' | '-') =>
    sql`insert into attendance_day_count (date, status, n, came_in)
      values (${sql.raw(row)}.date, ${sql.raw(row)}.status, ${sql.raw(sign)}1,
              ${sql.raw(sign)}(${sql.raw(row)}.clock_in is not null))
      on conflict (date, status) do update set n = n + excluded.n, came_in = came_in + excluded.came_in;`;
  await sql`create trigger attendance_day_count_insert after insert on attendance
    begin ${addDay('new', '+')} end`.execute(db);
  await sql`create trigger attendance_day_count_delete after delete on attendance
    begin ${addDay('old', '-')} end`.execute(db);
  await sql`create trigger attendance_day_count_update after update of date, status, clock_in on attendance
    begin ${addDay('old', '-')} ${addDay('new', '+')} end`.execute(db);

  const addTeam = (row: 'new' | 'old', sign: '+' | '-') =>
    sql`insert into team_headcount (team_id, n)
      select coalesce(${sql.raw(row)}.team_id, ${sql.lit(NO_TEAM)}), ${sql.raw(sign)}1
      where ${sql.raw(row)}.status = 'active'
      on conflict (team_id) do update set n = n + excluded.n;`;
  await sql`create trigger team_headcount_insert after insert on employee
    begin ${addTeam('new', '+')} end`.execute(db);
  await sql`create trigger team_headcount_delete after delete on employee
    begin ${addTeam('old', '-')} end`.execute(db);
  await sql`create trigger team_headcount_update after update of status, team_id on employee
    begin ${addTeam('old', '-')} ${addTeam('new', '+')} end`.execute(db);
}

/**
 * Statement-level triggers with transition tables (one per event: PostgreSQL allows transition tables on
 * single-event triggers only). An update's old and new rows are summed in one statement, ordered by key, so
 * two transactions lock the counts they share in the same order and cannot deadlock on them.
 */
async function postgresTriggers(db: Db) {
  const dayRows = (table: string, sign: string) =>
    sql`select date, status, ${sql.raw(sign)}1 as n, case when clock_in is null then 0 else ${sql.raw(sign)}1 end as c
      from ${sql.raw(table)}`;
  const upsertDays = (rows: ReturnType<typeof sql>) =>
    sql`insert into attendance_day_count (date, status, n, came_in)
      select date, status, sum(n), sum(c) from (${rows}) r group by date, status order by date, status
      on conflict (date, status) do update
        set n = attendance_day_count.n + excluded.n, came_in = attendance_day_count.came_in + excluded.came_in;`;
  await sql`create function attendance_day_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${upsertDays(dayRows('new_rows', '+'))}
      elsif tg_op = 'DELETE' then ${upsertDays(dayRows('old_rows', '-'))}
      elsif tg_op = 'UPDATE' then ${upsertDays(sql`${dayRows('old_rows', '-')} union all ${dayRows('new_rows', '+')}`)}
      else delete from attendance_day_count;
      end if;
      return null;
    end $$`.execute(db);
  await triggersFor(db, 'attendance', 'attendance_day_count');

  const teamRows = (table: string, sign: string) =>
    sql`select coalesce(team_id, ${sql.lit(NO_TEAM)}) as team_id, ${sql.raw(sign)}1 as n
      from ${sql.raw(table)} where status = 'active'`;
  const upsertTeams = (rows: ReturnType<typeof sql>) =>
    sql`insert into team_headcount (team_id, n)
      select team_id, sum(n) from (${rows}) r group by team_id order by team_id
      on conflict (team_id) do update set n = team_headcount.n + excluded.n;`;
  await sql`create function team_headcount() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${upsertTeams(teamRows('new_rows', '+'))}
      elsif tg_op = 'DELETE' then ${upsertTeams(teamRows('old_rows', '-'))}
      elsif tg_op = 'UPDATE' then ${upsertTeams(sql`${teamRows('old_rows', '-')} union all ${teamRows('new_rows', '+')}`)}
      else delete from team_headcount;
      end if;
      return null;
    end $$`.execute(db);
  await triggersFor(db, 'employee', 'team_headcount');
}

async function triggersFor(db: Db, table: string, fn: string) {
  const t = sql.table(table);
  const f = sql.raw(`${fn}()`);
  await sql`create trigger ${sql.id(`${fn}_insert`)} after insert on ${t}
    referencing new table as new_rows for each statement execute function ${f}`.execute(db);
  await sql`create trigger ${sql.id(`${fn}_update`)} after update on ${t}
    referencing old table as old_rows new table as new_rows for each statement execute function ${f}`.execute(db);
  await sql`create trigger ${sql.id(`${fn}_delete`)} after delete on ${t}
    referencing old table as old_rows for each statement execute function ${f}`.execute(db);
  await sql`create trigger ${sql.id(`${fn}_truncate`)} after truncate on ${t}
    for each statement execute function ${f}`.execute(db);
}
