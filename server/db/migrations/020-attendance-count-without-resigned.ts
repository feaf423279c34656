// Migration 018's day counts leave out the records of resigned employees, so the attendance summary and the dashboard
// read the counter alone. Subtracting those records at every call probed each resigned employee's records, and
// PostgreSQL chose a parallel scan of the whole day (bench/results/one-off-measurements.md).
// - A record counts while its employee is not resigned: the attendance triggers look the employee up.
// - A resignation (or a return) moves all of that employee's records out of (or back into) the counts.
// - Before an employee is deleted their records are deleted, so the counts see them leave while the employee still
//   exists (the foreign key's cascade would run after the employee row is gone).
// - On PostgreSQL a record written and a resignation at the same time must see each other. The attendance
//   trigger takes KEY SHARE on the employees it counts (what the foreign key's check takes, so ordinary edits of
//   an employee never wait), and the resignation trigger takes UPDATE on the employees it moves, which waits for
//   those: a resignation waits for records being written, and a record written after an uncommitted resignation
//   waits for it and then sees it. Both lock in id order.
// Frozen once landed.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

type Db = Kysely<any>;

export function attendanceCountWithoutResigned(dialect: DialectName) {
  return {
    async up(db: Db) {
      if (dialect === 'sqlite') await sqliteTriggers(db);
      else await postgresTriggers(db);
      await sql`delete from attendance_day_count`.execute(db);
      await sql`insert into attendance_day_count (date, status, n, came_in)
        select a.date, a.status, count(*), count(a.clock_in)
        from attendance a join employee e on e.id = a.employee_id
        where e.status <> 'resigned'
        group by a.date, a.status`.execute(db);
    },
  };
}

async function sqliteTriggers(db: Db) {
  for (const event of ['insert', 'update', 'delete'])
    await sql`drop trigger ${sql.id(`attendance_day_count_${event}`)}`.execute(db);
  const counted = (row: 'new' | 'old') =>
    sql`(select status from employee where id = ${sql.raw(row)}.employee_id) is not 'resigned'`;
  const addDay = (row: 'new' | 'old', sign: '+' | '-') =>
    sql`insert into attendance_day_count (date, status, n, came_in)
      select ${sql.raw(row)}.date, ${sql.raw(row)}.status, ${sql.raw(sign)}1,
             ${sql.raw(sign)}(${sql.raw(row)}.clock_in is not null)
      where ${counted(row)}
      on conflict (date, status) do update set n = n + excluded.n, came_in = came_in + excluded.came_in;`;
  await sql`create trigger attendance_day_count_insert after insert on attendance
    begin ${addDay('new', '+')} end`.execute(db);
  await sql`create trigger attendance_day_count_delete after delete on attendance
    begin ${addDay('old', '-')} end`.execute(db);
  await sql`create trigger attendance_day_count_update after update of date, status, clock_in, employee_id on attendance
    begin ${addDay('old', '-')} ${addDay('new', '+')} end`.execute(db);

  await sql`create trigger attendance_day_count_resign after update of status on employee
    when (old.status = 'resigned') <> (new.status = 'resigned')
    begin
      insert into attendance_day_count (date, status, n, came_in)
        select date, status, count(*) * (case when new.status = 'resigned' then -1 else 1 end),
               count(clock_in) * (case when new.status = 'resigned' then -1 else 1 end)
        from attendance where employee_id = new.id group by date, status
        on conflict (date, status) do update set n = n + excluded.n, came_in = came_in + excluded.came_in;
    end`.execute(db);
  await sql`create trigger attendance_before_employee_delete before delete on employee
    begin delete from attendance where employee_id = old.id; end`.execute(db);
}

async function postgresTriggers(db: Db) {
  const dayRows = (table: string, sign: string) =>
    sql`select r.date, r.status, ${sql.raw(sign)}1 as n, case when r.clock_in is null then 0 else ${sql.raw(sign)}1 end as c
      from ${sql.raw(table)} r join employee e on e.id = r.employee_id where e.status <> 'resigned'`;
  const lockEmployees = (tables: string[]) =>
    sql`perform 1 from employee where id in (${sql.join(
      tables.map((t) => sql`select employee_id from ${sql.raw(t)}`),
      sql` union `,
    )}) order by id for key share;`;
  const upsertDays = (rows: ReturnType<typeof sql>) =>
    sql`insert into attendance_day_count (date, status, n, came_in)
      select date, status, sum(n), sum(c) from (${rows}) r group by date, status order by date, status
      on conflict (date, status) do update
        set n = attendance_day_count.n + excluded.n, came_in = attendance_day_count.came_in + excluded.came_in;`;
  // The same function name as migration 018's, so its four triggers now run this body.
  await sql`create or replace function attendance_day_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${lockEmployees(['new_rows'])}
        ${upsertDays(dayRows('new_rows', '+'))}
      elsif tg_op = 'DELETE' then
        ${lockEmployees(['old_rows'])}
        ${upsertDays(dayRows('old_rows', '-'))}
      elsif tg_op = 'UPDATE' then
        ${lockEmployees(['old_rows', 'new_rows'])}
        ${upsertDays(sql`${dayRows('old_rows', '-')} union all ${dayRows('new_rows', '+')}`)}
      else delete from attendance_day_count;
      end if;
      return null;
    end $$`.execute(db);

  await sql`create function attendance_day_count_resign() returns trigger language plpgsql as $$
    begin
      perform 1 from employee where id in (
        select n.id from new_rows n join old_rows o on o.id = n.id
        where (o.status = 'resigned') <> (n.status = 'resigned')
      ) order by id for update;
      insert into attendance_day_count (date, status, n, came_in)
        select a.date, a.status, sum(s.sign), sum(case when a.clock_in is null then 0 else s.sign end)
        from (select n.id, case when n.status = 'resigned' then -1 else 1 end as sign
              from new_rows n join old_rows o on o.id = n.id
              where (o.status = 'resigned') <> (n.status = 'resigned')) s
        join attendance a on a.employee_id = s.id
        group by a.date, a.status order by a.date, a.status
        on conflict (date, status) do update
          set n = attendance_day_count.n + excluded.n, came_in = attendance_day_count.came_in + excluded.came_in;
      return null;
    end $$`.execute(db);
  await sql`create trigger attendance_day_count_resign after update on employee
    referencing old table as old_rows new table as new_rows
    for each statement execute function attendance_day_count_resign()`.execute(db);

  await sql`create function attendance_before_employee_delete() returns trigger language plpgsql as $$
    begin
      delete from attendance where employee_id = old.id;
      return old;
    end $$`.execute(db);
  await sql`create trigger attendance_before_employee_delete before delete on employee
    for each row execute function attendance_before_employee_delete()`.execute(db);
}
