import { dashboardResponse } from '../../../contract/api/dashboard.ts';
import type { Database } from '../../db/database.ts';
import { toNumber } from '../../db/database.ts';
import { defineRoute } from '../../http/route.ts';

export function dashboardRoutes(db: Database) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/admin/dashboard',
      summary: 'Counts for the dashboard',
      tag: 'dashboard',
      access: { resource: 'dashboard', action: 'read' },
      response: dashboardResponse,
      handler: async ({ actor }) => {
        const row = await db.kysely
          .selectNoFrom((eb) => [
            eb.selectFrom('sys_user').select(eb.fn.countAll().as('n')).as('users'),
            eb.selectFrom('sys_user').select(eb.fn.countAll().as('n')).where('status', '=', 'Active').as('active_users'),
            eb.selectFrom('role').select(eb.fn.countAll().as('n')).as('roles'),
            eb
              .selectFrom('notification')
              .select(eb.fn.countAll().as('n'))
              .where('user_id', '=', actor.id)
              .where('is_read', '=', 0)
              .as('unread'),
          ])
          .executeTakeFirstOrThrow();
        return {
          message: 'OK',
          data: {
            data: {
              users: toNumber(row.users),
              activeUsers: toNumber(row.active_users),
              roles: toNumber(row.roles),
              unreadNotifications: toNumber(row.unread),
            },
          },
        };
      },
    }),
  ];
}
