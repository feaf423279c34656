// The dashboard's counts in one round trip. It reads other areas' tables (users, roles, notifications)
// directly: a shared read of counts, not their rules, so it goes through no other module.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toNumber } from '../../db/database.ts';

export interface DashboardCounts {
  users: number;
  activeUsers: number;
  roles: number;
  unreadNotifications: number;
}

export async function countsFor(db: Kysely<DB>, userId: number): Promise<DashboardCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('sys_user').select(eb.fn.countAll().as('n')).as('users'),
      eb.selectFrom('sys_user').select(eb.fn.countAll().as('n')).where('status', '=', 'Active').as('active_users'),
      eb.selectFrom('role').select(eb.fn.countAll().as('n')).as('roles'),
      eb
        .selectFrom('notification')
        .select(eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('is_read', '=', 0)
        .as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return {
    users: toNumber(row.users),
    activeUsers: toNumber(row.active_users),
    roles: toNumber(row.roles),
    unreadNotifications: toNumber(row.unread),
  };
}
