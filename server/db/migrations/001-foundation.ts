// Foundation tables: settings, permission catalogue, roles, system users, notifications, activity log and
// sign-in throttling. Frozen once landed: later changes go in new migrations.
import { type Kysely, sql } from 'kysely';
import { CRUD_CATALOGUE } from '../../../contract/permissions.ts';
import type { DialectName } from '../database.ts';
import { withId } from './columns.ts';

type Db = Kysely<any>; // migrations are frozen in time, so they do not use today's row types

export function foundation(dialect: DialectName) {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('app_setting')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('permission')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('resource', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addUniqueConstraint('permission_resource_action', ['resource', 'action'])
        .execute();
      // Ids follow the catalogue order, so code can name a permission's id without a query.
      await db
        .insertInto('permission')
        .values(CRUD_CATALOGUE.map((p, i) => ({ id: i + 1, ...p })))
        .execute();

      await withId(db.schema.createTable('role'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index role_name_unique on role (lower(name))`.execute(db);

      await db.schema
        .createTable('role_permission')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
        .addColumn('permission_id', 'integer', (c) => c.notNull().references('permission.id'))
        .addPrimaryKeyConstraint('role_permission_pk', ['role_id', 'permission_id'])
        .execute();

      await withId(db.schema.createTable('sys_user'), dialect)
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role_id', 'integer', (c) => c.references('role.id'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_login_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index sys_user_username_unique on sys_user (lower(username))`.execute(db);
      await db.schema.createIndex('sys_user_role_id').on('sys_user').column('role_id').execute();

      // role and sys_user refer to each other: the creator column comes once both exist.
      await db.schema
        .alterTable('role')
        .addColumn('created_by', 'integer', (c) => c.references('sys_user.id').onDelete('set null'))
        .execute();

      await withId(db.schema.createTable('notification'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('request_id', 'integer')
        .addColumn('employee_name', 'text')
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('url', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notification_user').on('notification').columns(['user_id', 'id']).execute();

      await withId(db.schema.createTable('activity_log'), dialect)
        .addColumn('actor_id', 'integer')
        .addColumn('actor_username', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('resource', 'text', (c) => c.notNull())
        .addColumn('record_id', 'text')
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('activity_log_resource')
        .on('activity_log')
        .columns(['resource', 'record_id'])
        .execute();

      await db.schema
        .createTable('login_throttle')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addPrimaryKeyConstraint('login_throttle_pk', ['scope', 'key'])
        .execute();
    },
  };
}
