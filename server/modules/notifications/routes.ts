import { notificationSchemas } from '../../../contract/api/notifications.ts';
import { notifications } from '../../../contract/api/routes/notifications.ts';
import { TOAST } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { bindRoutes, defineRoute } from '../../http/route.ts';
import * as service from './service.ts';

export function notificationRoutes(db: Database) {
  const api = bindRoutes(notifications, notificationSchemas);
  return [
    defineRoute(api.list, async ({ actor }) => ({ message: 'OK', data: await service.notificationsOf(db, actor) })),
    // Registered before :id/mark-read so the literal path wins.
    defineRoute(api.markAllRead, async ({ actor }) => {
      await service.markEveryRead(db, actor);
      return { message: TOAST.allRead };
    }),
    defineRoute(api.markRead, async ({ actor, params }) => {
      await service.markOneRead(db, actor, params.id);
      return { message: 'OK' };
    }),
  ];
}
