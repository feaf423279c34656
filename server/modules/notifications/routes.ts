import { idParams, messageOnly } from '../../../contract/api/common.ts';
import { notificationsResponse } from '../../../contract/api/notifications.ts';
import { TOAST } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { defineRoute } from '../../http/route.ts';
import * as service from './service.ts';

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
      handler: async ({ actor }) => ({ message: 'OK', data: await service.notificationsOf(db, actor) }),
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
        await service.markEveryRead(db, actor);
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
        await service.markOneRead(db, actor, params.id);
        return { message: 'OK' };
      },
    }),
  ];
}
