import { idParams, messageOnly } from '../../../contract/api/common.ts';
import {
  currentPermissionResponse,
  permissionsResponse,
  roleBody,
  roleDetailResponse,
  roleListResponse,
  roleWriteResponse,
} from '../../../contract/api/roles.ts';
import { TOAST } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { defineRoute } from '../../http/route.ts';
import * as service from './service.ts';

export function roleRoutes(db: Database) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/admin/roles/current-permission',
      summary: "The signed-in user's role and permission groups",
      tag: 'roles',
      access: 'authenticated',
      response: currentPermissionResponse,
      handler: async ({ actor }) => ({ message: 'OK', data: await service.currentPermission(db, actor) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/v1/admin/roles/',
      summary: 'List roles',
      tag: 'roles',
      access: { resource: 'role', action: 'read' },
      response: roleListResponse,
      handler: async () => ({ message: 'OK', data: await service.listRoles(db) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/v1/admin/roles/:id/permissions-group',
      summary: 'A role with its permission groups',
      tag: 'roles',
      access: { resource: 'role', action: 'read' },
      params: idParams,
      response: roleDetailResponse,
      handler: async ({ params }) => ({ message: 'OK', data: await service.roleDetail(db, params.id) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/admin/roles/role-permissions',
      summary: 'Create a role',
      tag: 'roles',
      access: { resource: 'role', action: 'create' },
      body: roleBody,
      response: roleWriteResponse,
      handler: async ({ actor, body, reply }) => {
        const data = await service.createRole(db, actor, body);
        reply.status(201);
        return { message: TOAST.roleCreated, data };
      },
    }),
    defineRoute({
      method: 'PATCH',
      url: '/api/v1/admin/roles/permissions/:id',
      summary: 'Update a role and its permissions',
      tag: 'roles',
      access: { resource: 'role', action: 'update' },
      params: idParams,
      body: roleBody,
      response: roleWriteResponse,
      handler: async ({ actor, params, body }) => ({
        message: TOAST.roleUpdated,
        data: await service.updateRole(db, actor, params.id, body),
      }),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/v1/admin/roles/:id',
      summary: 'Delete a role that no user holds',
      tag: 'roles',
      access: { resource: 'role', action: 'delete' },
      params: idParams,
      response: messageOnly,
      handler: async ({ actor, params }) => {
        await service.deleteRole(db, actor, params.id);
        return { message: TOAST.roleDeleted };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/v1/admin/permissions',
      summary: 'The permission catalogue',
      tag: 'roles',
      // Whoever may build or edit a role needs the catalogue to pick from.
      access: {
        anyOf: [
          { resource: 'role', action: 'read' },
          { resource: 'role', action: 'create' },
          { resource: 'role', action: 'update' },
        ],
      },
      response: permissionsResponse,
      handler: async () => ({ message: 'OK', data: await service.permissionCatalogue(db) }),
    }),
  ];
}
