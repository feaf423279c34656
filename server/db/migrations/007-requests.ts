// Requests and approvals: leave types and balances, the calendar's holidays, daily attendance records, and
// one approval model for leave, overtime and post clock requests (a request row, its ordered steps, and a
// detail row per kind). Frozen once landed.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { stamps, withId } from './columns.ts';

type Db = Kysely<any>;

export function requests(dialect: DialectName) {
  // Days are counted in halves, which a double holds exactly.
  const real = sql.raw(dialect === 'sqlite' ? 'real' : 'double precision');
  return {
    async up(db: Db) {
      await stamps(
        withId(db.schema.createTable('calendar_event'), dialect)
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('event_date', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull().defaultTo('holiday'))
          .addColumn('description', 'text', (c) => c.notNull().defaultTo('')),
      ).execute();
      await sql`create unique index calendar_event_unique on calendar_event (event_date, lower(title))`.execute(db);
      await db.schema
        .createIndex('calendar_event_kind_date')
        .on('calendar_event')
        .columns(['kind', 'event_date'])
        .execute();

      await stamps(
        withId(db.schema.createTable('attendance'), dialect)
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
          .addColumn('date', 'text', (c) => c.notNull())
          .addColumn('clock_in', 'text')
          .addColumn('clock_out', 'text')
          .addColumn('office_id', 'integer', (c) => c.references('office.id').onDelete('set null'))
          .addColumn('worked_minutes', 'integer')
          .addColumn('late', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('early_leave', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('present')),
      ).execute();
      await db.schema
        .createIndex('attendance_employee_date')
        .on('attendance')
        .columns(['employee_id', 'date'])
        .unique()
        .execute();
      await db.schema.createIndex('attendance_date').on('attendance').column('date').execute();

      await stamps(
        withId(db.schema.createTable('leave_type'), dialect)
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('paid', 'integer', (c) => c.notNull())
          .addColumn('days_per_year', real, (c) => c.notNull())
          .addColumn('carry_over_limit', real, (c) => c.notNull().defaultTo(0))
          .addColumn('needs_attachment', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();
      await sql`create unique index leave_type_name_unique on leave_type (lower(name))`.execute(db);

      // entitled = leave_type.days_per_year + carried_over + adjustment; pending and taken move with requests.
      await stamps(
        withId(db.schema.createTable('leave_balance'), dialect)
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
          .addColumn('leave_type_id', 'integer', (c) => c.notNull().references('leave_type.id'))
          .addColumn('year', 'integer', (c) => c.notNull())
          .addColumn('carried_over', real, (c) => c.notNull().defaultTo(0))
          .addColumn('adjustment', real, (c) => c.notNull().defaultTo(0))
          .addColumn('taken', real, (c) => c.notNull().defaultTo(0))
          .addColumn('pending', real, (c) => c.notNull().defaultTo(0)),
      ).execute();
      await db.schema
        .createIndex('leave_balance_unique')
        .on('leave_balance')
        .columns(['employee_id', 'leave_type_id', 'year'])
        .unique()
        .execute();

      // One row per request of any kind; start/end dates let lists filter and sort every kind alike.
      await stamps(
        withId(db.schema.createTable('approval_request'), dialect)
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id'))
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          // Position of the step waiting for action; null once the request is closed.
          .addColumn('current_step', 'integer')
          .addColumn('start_date', 'text', (c) => c.notNull())
          .addColumn('end_date', 'text', (c) => c.notNull())
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('filed_by_id', 'integer', (c) => c.references('sys_user.id').onDelete('set null'))
          .addColumn('filed_by_username', 'text')
          .addColumn('decided_by_id', 'integer', (c) => c.references('sys_user.id').onDelete('set null'))
          .addColumn('decided_by_username', 'text')
          .addColumn('decided_at', 'text')
          .addColumn('decision_comment', 'text'),
      ).execute();
      await db.schema
        .createIndex('approval_request_kind_status')
        .on('approval_request')
        .columns(['kind', 'status', 'id'])
        .execute();
      await db.schema
        .createIndex('approval_request_kind_start')
        .on('approval_request')
        .columns(['kind', 'start_date'])
        .execute();
      await db.schema
        .createIndex('approval_request_employee')
        .on('approval_request')
        .columns(['employee_id', 'kind', 'start_date'])
        .execute();

      await withId(db.schema.createTable('approval_step'), dialect)
        .addColumn('request_id', 'integer', (c) => c.notNull().references('approval_request.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('step_name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
        .addColumn('actor_id', 'integer', (c) => c.references('sys_user.id').onDelete('set null'))
        .addColumn('actor_username', 'text')
        .addColumn('acted_at', 'text')
        .addColumn('comment', 'text')
        .execute();
      await db.schema
        .createIndex('approval_step_position')
        .on('approval_step')
        .columns(['request_id', 'position'])
        .unique()
        .execute();

      await db.schema
        .createTable('leave_request')
        .addColumn('request_id', 'integer', (c) => c.primaryKey().references('approval_request.id').onDelete('cascade'))
        .addColumn('leave_type_id', 'integer', (c) => c.notNull().references('leave_type.id'))
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('start_half', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('end_half', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('days', real, (c) => c.notNull())
        .addColumn('attachment', 'text')
        .execute();
      await db.schema.createIndex('leave_request_type').on('leave_request').column('leave_type_id').execute();

      await db.schema
        .createTable('overtime_request')
        .addColumn('request_id', 'integer', (c) => c.primaryKey().references('approval_request.id').onDelete('cascade'))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('start_time', 'text')
        .addColumn('end_time', 'text')
        .addColumn('minutes', 'integer', (c) => c.notNull())
        .addColumn('approved_minutes', 'integer')
        .execute();

      await db.schema
        .createTable('post_clock_request')
        .addColumn('request_id', 'integer', (c) => c.primaryKey().references('approval_request.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('attendance_id', 'integer', (c) => c.references('attendance.id').onDelete('set null'))
        .execute();
    },
  };
}
