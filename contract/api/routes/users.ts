import type { userSchemas } from '../users.ts';
import { can, routeTable } from '../route.ts';

/** System users: the accounts that sign in to the console, at /sys-user. */
export const users = routeTable<typeof userSchemas>()({
  list: ['GET', '/sys-user', can('sysUser', 'read')],
  export: ['GET', '/sys-user/export', can('sysUser', 'read')],
  get: ['GET', '/sys-user/role/:id', can('sysUser', 'read')],
  create: ['POST', '/sys-user/create', can('sysUser', 'create')],
  updateRole: ['PATCH', '/sys-user/update/role/:id', can('sysUser', 'update')],
  update: ['PUT', '/sys-user/:id', can('sysUser', 'update')],
  remove: ['DELETE', '/sys-user/:id', can('sysUser', 'delete')],
});
