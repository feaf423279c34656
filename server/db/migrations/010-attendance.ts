// Attendance: the work schedule as data, the punches every day is derived from, the derived day's new columns, closed
// periods, and which past days have been settled. Frozen once landed.
//
// - work_schedule: one row with office_id null (the company default, which also holds period_start_day) and
//   at most one per office. working_days is a comma list of ISO weekdays ("1,2,3,4,5").
// - punch: one clock-in/out event; `at` UTC, `date` its Asia/Phnom_Penh business date; `direction` 'in' or
//   'out' where the source knows it (clock, correction, post clock), null for device punches. Unique per
//   (employee_id, at), so a re-import skips what it already has. A correction sets punches aside (voided_at)
//   instead of deleting them, so a re-import does not bring them back.
// - attendance (migration 007) gains late/early minutes, the source of its clock-in and clock-out, and the last
//   correction. The times it already holds become `legacy` punches, so deriving the day again keeps them.
// - attendance_close: a closed period with the dates it covered when it was closed.
// - attendance_settled: the business dates whose every employee has been derived (final = 1 once the day was
//   over, so absences and missing punches are settled), and the highest employee id then: employees added
//   later (with an earlier join date) are derived for that date when it is next read.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { stamps, withId } from './columns.ts';

type Db = Kysely<any>;

export function attendance(dialect: DialectName) {
  const real = sql.raw(dialect === 'sqlite' ? 'real' : 'double precision');
  return {
    async up(db: Db) {
      await stamps(
        withId(db.schema.createTable('work_schedule'), dialect)
          .addColumn('office_id', 'integer', (c) => c.references('office.id').onDelete('cascade'))
          .addColumn('working_days', 'text', (c) => c.notNull())
          .addColumn('start_time', 'text', (c) => c.notNull())
          .addColumn('end_time', 'text', (c) => c.notNull())
          .addColumn('break_minutes', 'integer', (c) => c.notNull())
          .addColumn('late_grace_minutes', 'integer', (c) => c.notNull())
          .addColumn('early_grace_minutes', 'integer', (c) => c.notNull())
          .addColumn('period_start_day', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      // One company row (office_id null) and one per office.
      await sql`create unique index work_schedule_office on work_schedule (coalesce(office_id, 0))`.execute(db);
      const now = new Date().toISOString();
      await db
        .insertInto('work_schedule')
        .values({
          office_id: null,
          working_days: '1,2,3,4,5',
          start_time: '08:00',
          end_time: '17:00',
          break_minutes: 60,
          late_grace_minutes: 10,
          early_grace_minutes: 10,
          period_start_day: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();

      await withId(db.schema.createTable('punch'), dialect)
        .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('direction', 'text')
        .addColumn('office_id', 'integer', (c) => c.references('office.id').onDelete('set null'))
        .addColumn('device', 'text')
        .addColumn('latitude', real)
        .addColumn('longitude', real)
        .addColumn('accuracy_m', real)
        .addColumn('voided_at', 'text')
        .addColumn('created_by_id', 'integer', (c) => c.references('sys_user.id').onDelete('set null'))
        .addColumn('created_by_username', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('punch_employee_at').on('punch').columns(['employee_id', 'at']).unique().execute();
      await db.schema.createIndex('punch_date_employee').on('punch').columns(['date', 'employee_id']).execute();

      for (const [name, type] of [
        ['late_minutes', 'integer'],
        ['early_minutes', 'integer'],
      ] as const)
        await db.schema
          .alterTable('attendance')
          .addColumn(name, type, (c) => c.notNull().defaultTo(0))
          .execute();
      for (const name of [
        'clock_in_source',
        'clock_out_source',
        'corrected_reason',
        'corrected_by_username',
        'corrected_at',
      ])
        await db.schema.alterTable('attendance').addColumn(name, 'text').execute();
      await db.schema.alterTable('attendance').addColumn('corrected_by_id', 'integer').execute();
      // The daily list reads one date in employee order, with or without a status.
      await db.schema
        .createIndex('attendance_date_employee')
        .on('attendance')
        .columns(['date', 'employee_id'])
        .execute();
      await db.schema
        .createIndex('attendance_date_status')
        .on('attendance')
        .columns(['date', 'status', 'employee_id'])
        .execute();

      // What the table held so far becomes punches, and its flags statuses.
      for (const column of ['clock_in', 'clock_out'])
        await sql`insert into punch (employee_id, at, date, source, direction, office_id, created_at)
          select employee_id, ${sql.ref(column)}, date, 'legacy', ${column === 'clock_in' ? 'in' : 'out'}, office_id,
          ${now} from attendance
          where ${sql.ref(column)} is not null
          on conflict (employee_id, at) do nothing`.execute(db);
      await sql`update attendance set clock_in_source = 'legacy' where clock_in is not null`.execute(db);
      await sql`update attendance set clock_out_source = 'legacy' where clock_out is not null`.execute(db);
      await sql`update attendance set status = 'late' where status = 'present' and late = 1`.execute(db);
      await sql`update attendance set status = 'early_leave' where status = 'present' and early_leave = 1`.execute(db);
      const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
      await sql`update attendance set status = 'missing_punch'
        where status = 'present' and (clock_in is null or clock_out is null) and date < ${today}`.execute(db);

      await withId(db.schema.createTable('attendance_close'), dialect)
        .addColumn('period', 'text', (c) => c.notNull().unique())
        .addColumn('from_date', 'text', (c) => c.notNull())
        .addColumn('to_date', 'text', (c) => c.notNull())
        .addColumn('closed_at', 'text', (c) => c.notNull())
        .addColumn('closed_by_id', 'integer', (c) => c.references('sys_user.id').onDelete('set null'))
        .addColumn('closed_by_username', 'text')
        .execute();
      await db.schema
        .createIndex('attendance_close_range')
        .on('attendance_close')
        .columns(['from_date', 'to_date'])
        .execute();

      await db.schema
        .createTable('attendance_settled')
        .addColumn('date', 'text', (c) => c.primaryKey())
        .addColumn('final', 'integer', (c) => c.notNull())
        .addColumn('employee_mark', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('settled_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
