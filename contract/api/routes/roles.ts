import type { roleSchemas } from '../roles.ts';
import { can, routeTable } from '../route.ts';

/** Roles and their permissions at /roles, and the permission catalogue. */
export const roles = routeTable<typeof roleSchemas>()({
  currentPermission: ['GET', '/roles/current-permission', 'authenticated'],
  list: ['GET', '/roles/', can('role', 'read')],
  get: ['GET', '/roles/:id/permissions-group', can('role', 'read')],
  create: ['POST', '/roles/role-permissions', can('role', 'create')],
  update: ['PATCH', '/roles/permissions/:id', can('role', 'update')],
  remove: ['DELETE', '/roles/:id', can('role', 'delete')],
  // Whoever may build or edit a role needs the catalogue to pick from.
  permissions: ['GET', '/permissions', { anyOf: [can('role', 'read'), can('role', 'create'), can('role', 'update')] }],
});
