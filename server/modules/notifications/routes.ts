import { idParams, messageOnly } from '../../../contract/api/common.ts';
import { notificationsResponse } from '../../../contract/api/notifications.ts';
import { TOAST } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import * as repo from './repository.ts';

// Every signed-in user has notifications; each sees and marks only their own.
export function notificationRoutes(db: Database) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/admin/notifications',
      summary: "The signed-in user's notifications",
      tag: 'notifications',
      access: 'authenticated',
      response: notificationsResponse,
      handler: async ({ actor }) => {
        const [rows, unread] = await Promise.all([
          repo.listForUser(db.kysely, actor.id),
          repo.unreadCount(db.kysely, actor.id),
        ]);
        return {
          message: 'OK',
          data: {
            notifications: rows.map((n) => ({
              id: n.id,
              type: n.type,
              request_id: n.request_id,
              employee_name: n.employee_name,
              outcome: n.outcome,
              is_read: n.is_read === 1,
              created_at: n.created_at,
              url: n.url,
            })),
            unread_count: unread,
          },
        };
      },
    }),
    // Registered before :id/mark-read so the literal path wins.
    defineRoute({
      method: 'PUT',
      url: '/api/v1/admin/notifications/mark-all-read',
      summary: "Mark all the signed-in user's notifications read",
      tag: 'notifications',
      access: 'authenticated',
      response: messageOnly,
      handler: async ({ actor }) => {
        await repo.markAllRead(db.kysely, actor.id);
        return { message: TOAST.allRead };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/v1/admin/notifications/:id/mark-read',
      summary: 'Mark one of your notifications read',
      tag: 'notifications',
      access: 'authenticated',
      params: idParams,
      response: messageOnly,
      handler: async ({ actor, params }) => {
        if (!(await repo.markRead(db.kysely, actor.id, params.id))) throw notFound('Notification not found');
        return { message: 'OK' };
      },
    }),
  ];
}
