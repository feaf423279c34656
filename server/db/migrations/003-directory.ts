// The organisation directory: departments, teams, offices, employees, projects, and the link from a system
// user to an employee. Frozen once landed.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { stamps, withId } from './columns.ts';

type Db = Kysely<any>;

export function directory(dialect: DialectName) {
  const real = dialect === 'sqlite' ? 'real' : 'double precision';
  return {
    async up(db: Db) {
      await stamps(
        withId(db.schema.createTable('department'), dialect)
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull().defaultTo('')),
      ).execute();
      await sql`create unique index department_name_unique on department (lower(name))`.execute(db);

      await stamps(
        withId(db.schema.createTable('team'), dialect)
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('department_id', 'integer', (c) => c.notNull().references('department.id')),
      ).execute();
      await sql`create unique index team_name_unique on team (department_id, lower(name))`.execute(db);

      await stamps(
        withId(db.schema.createTable('office'), dialect)
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('address', 'text', (c) => c.notNull())
          .addColumn('latitude', sql.raw(real), (c) => c.notNull())
          .addColumn('longitude', sql.raw(real), (c) => c.notNull())
          .addColumn('radius_m', 'integer', (c) => c.notNull()),
      ).execute();
      await sql`create unique index office_name_unique on office (lower(name))`.execute(db);

      await stamps(
        withId(db.schema.createTable('employee'), dialect)
          .addColumn('staff_id', 'text', (c) => c.notNull().unique())
          .addColumn('first_name', 'text', (c) => c.notNull())
          .addColumn('last_name', 'text', (c) => c.notNull())
          .addColumn('gender', 'text', (c) => c.notNull())
          .addColumn('date_of_birth', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('position', 'text', (c) => c.notNull())
          .addColumn('team_id', 'integer', (c) => c.references('team.id'))
          .addColumn('join_date', 'text', (c) => c.notNull())
          .addColumn('probation_end_date', 'text')
          .addColumn('salary_cents', 'integer', (c) => c.notNull())
          .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('bank_account', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
          .addColumn('photo', 'text'),
      ).execute();
      await sql`create unique index employee_email_unique on employee (lower(email))`.execute(db);
      await db.schema.createIndex('employee_team').on('employee').column('team_id').execute();
      await db.schema.createIndex('employee_status').on('employee').columns(['status', 'id']).execute();

      // Prefix terms (names, staff id, email) so search stays an index range scan at 100,000 employees.
      await db.schema
        .createTable('employee_term')
        // Byte order on both dialects, so a prefix is the range [q, q + U+FFFF).
        .addColumn('term', dialect === 'sqlite' ? 'text' : sql`text collate "C"`, (c) => c.notNull())
        .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('employee_term_pk', ['term', 'employee_id'])
        .execute();
      await db.schema.createIndex('employee_term_employee').on('employee_term').column('employee_id').execute();

      await db.schema
        .createTable('employee_office')
        .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
        .addColumn('office_id', 'integer', (c) => c.notNull().references('office.id'))
        .addPrimaryKeyConstraint('employee_office_pk', ['employee_id', 'office_id'])
        .execute();
      await db.schema.createIndex('employee_office_office').on('employee_office').column('office_id').execute();

      // Manager and lead are employees; the columns come once employee exists.
      await db.schema
        .alterTable('department')
        .addColumn('manager_id', 'integer', (c) => c.references('employee.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('team')
        .addColumn('lead_id', 'integer', (c) => c.references('employee.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('sys_user')
        .addColumn('employee_id', 'integer', (c) => c.references('employee.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('sys_user_employee').on('sys_user').column('employee_id').execute();

      await stamps(
        withId(db.schema.createTable('project'), dialect)
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('code', 'text', (c) => c.notNull())
          .addColumn('department_id', 'integer', (c) => c.references('department.id').onDelete('set null'))
          .addColumn('start_date', 'text', (c) => c.notNull())
          .addColumn('end_date', 'text')
          .addColumn('description', 'text', (c) => c.notNull().defaultTo('')),
      ).execute();
      await sql`create unique index project_code_unique on project (lower(code))`.execute(db);
      await db.schema
        .createTable('project_member')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
        .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('project_member_pk', ['project_id', 'employee_id'])
        .execute();
    },
  };
}
