// System users' routes: path, schemas, permission; the service does the work.
import { idParams, messageOnly } from '../../../contract/api/common.ts';
import {
  createUserBody,
  updateUserBody,
  updateUserRoleBody,
  userDetailResponse,
  userListQuery,
  userListResponse,
  userWriteResponse,
} from '../../../contract/api/sys-users.ts';
import { TOAST } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { exportRoute } from '../../http/export-route.ts';
import { listRoute } from '../../http/list-route.ts';
import { defineRoute } from '../../http/route.ts';
import * as service from './service.ts';

const base = '/api/v1/admin/sys-user';

export function sysUserRoutes(db: Database) {
  return [
    listRoute({
      url: base,
      summary: 'List system users',
      tag: 'sys-user',
      access: { resource: 'sysUser', action: 'read' },
      query: userListQuery,
      response: userListResponse,
      list: (query) => service.listUsers(db, query),
    }),
    exportRoute({
      url: `${base}/export`,
      summary: 'Export system users as .xlsx (same filters as the list)',
      tag: 'sys-user',
      access: { resource: 'sysUser', action: 'read' },
      query: userListQuery,
      fileName: 'users',
      formats: ['xlsx'],
      job: 'users',
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/role/:id`,
      summary: 'A system user with their role',
      tag: 'sys-user',
      access: { resource: 'sysUser', action: 'read' },
      params: idParams,
      response: userDetailResponse,
      handler: async ({ params }) => ({ message: 'OK', data: { user: await service.userDetail(db, params.id) } }),
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/create`,
      summary: 'Create a system user',
      tag: 'sys-user',
      access: { resource: 'sysUser', action: 'create' },
      body: createUserBody,
      response: userWriteResponse,
      handler: async ({ actor, body, reply }) => {
        const data = await service.createUser(db, actor, body);
        reply.status(201);
        return { message: TOAST.userCreated, data };
      },
    }),
    defineRoute({
      method: 'PATCH',
      url: `${base}/update/role/:id`,
      summary: "Change a user's username and role",
      tag: 'sys-user',
      access: { resource: 'sysUser', action: 'update' },
      params: idParams,
      body: updateUserRoleBody,
      response: userWriteResponse,
      handler: async ({ actor, params, body }) => ({
        message: TOAST.userUpdated,
        data: await service.updateUserRole(db, actor, params.id, body),
      }),
    }),
    defineRoute({
      method: 'PUT',
      url: `${base}/:id`,
      summary: 'Activate or deactivate a user, or reset their password',
      tag: 'sys-user',
      access: { resource: 'sysUser', action: 'update' },
      params: idParams,
      body: updateUserBody,
      response: userWriteResponse,
      handler: async ({ actor, params, body }) => {
        const data = await service.updateUser(db, actor, params.id, body);
        const message = body.password
          ? TOAST.userUpdated
          : data.status === 'Active'
            ? TOAST.userActivated
            : TOAST.userDeactivated;
        return { message, data: { id: data.id } };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: `${base}/:id`,
      summary: 'Delete a system user',
      tag: 'sys-user',
      access: { resource: 'sysUser', action: 'delete' },
      params: idParams,
      response: messageOnly,
      handler: async ({ actor, params }) => {
        await service.deleteUser(db, actor, params.id);
        return { message: TOAST.userDeleted };
      },
    }),
  ];
}
