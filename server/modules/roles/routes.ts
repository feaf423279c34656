import { roles } from '../../../contract/api/routes/roles.ts';
import { roleSchemas } from '../../../contract/api/roles.ts';
import { TOAST } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { bindRoutes, defineRoute } from '../../http/route.ts';
import * as service from './service.ts';

export function roleRoutes(db: Database) {
  const api = bindRoutes(roles, roleSchemas);
  return [
    defineRoute(api.currentPermission, async ({ actor }) => ({
      message: 'OK',
      data: await service.currentPermission(db, actor),
    })),
    defineRoute(api.list, async () => ({ message: 'OK', data: await service.listRoles(db) })),
    defineRoute(api.get, async ({ params }) => ({ message: 'OK', data: await service.roleDetail(db, params.id) })),
    defineRoute(api.create, async ({ actor, body, reply }) => {
      const data = await service.createRole(db, actor, body);
      reply.status(201);
      return { message: TOAST.roleCreated, data };
    }),
    defineRoute(api.update, async ({ actor, params, body }) => ({
      message: TOAST.roleUpdated,
      data: await service.updateRole(db, actor, params.id, body),
    })),
    defineRoute(api.remove, async ({ actor, params }) => {
      await service.deleteRole(db, actor, params.id);
      return { message: TOAST.roleDeleted };
    }),
    defineRoute(api.permissions, async () => ({ message: 'OK', data: await service.permissionCatalogue(db) })),
  ];
}
