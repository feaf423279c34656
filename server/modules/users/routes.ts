// System users' routes: the contract's routes (contract/api/routes/users.ts); the service does the work.
import { users } from '../../../contract/api/routes/users.ts';
import { userSchemas } from '../../../contract/api/users.ts';
import { TOAST } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { exportRoute } from '../../http/export-route.ts';
import { listRoute } from '../../http/list-route.ts';
import { bindRoutes, defineRoute } from '../../http/route.ts';
import * as service from './service.ts';

export function userRoutes(db: Database) {
  const api = bindRoutes(users, userSchemas);
  return [
    listRoute(api.list, (query) => service.listUsers(db, query)),
    exportRoute(api.export, {
      fileName: 'users',
      job: 'users',
    }),
    defineRoute(api.get, async ({ params }) => ({
      message: 'OK',
      data: { user: await service.userDetail(db, params.id) },
    })),
    defineRoute(api.create, async ({ actor, body, reply }) => {
      const data = await service.createUser(db, actor, body);
      reply.status(201);
      return { message: TOAST.userCreated, data };
    }),
    defineRoute(api.updateRole, async ({ actor, params, body }) => ({
      message: TOAST.userUpdated,
      data: await service.updateUserRole(db, actor, params.id, body),
    })),
    defineRoute(api.update, async ({ actor, params, body }) => {
      const data = await service.updateUser(db, actor, params.id, body);
      const message = body.password
        ? TOAST.userUpdated
        : data.status === 'Active'
          ? TOAST.userActivated
          : TOAST.userDeactivated;
      return { message, data: { id: data.id } };
    }),
    defineRoute(api.remove, async ({ actor, params }) => {
      await service.deleteUser(db, actor, params.id);
      return { message: TOAST.userDeleted };
    }),
  ];
}
