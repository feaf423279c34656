// Roles: add, edit, delete.
import { TOAST } from '../../../contract/messages.ts';
import type { Command } from '../../types.ts';
import { fillRoute, type RouteSpec } from '../../route-spec.ts';
import { apiSlot, defineArea } from '../../area.ts';
import { deleteCommand } from '../../delete-command.ts';

export interface RoleCommandApi {
  deleteRole(id: number): Promise<string | undefined>;
}
export const roleApi = apiSlot<RoleCommandApi>('roles');

export const ROLE_ROUTES = {
  list: {
    path: '/roles',
    title: 'Roles',
    permission: { resource: 'role', action: 'read' },
    nav: {
      id: 'nav.roles',
      shortcut: 'g r',
      keywords: ['permissions', 'user management'],
      sidebar: { section: 'userManagement', order: 2 },
    },
  },
  add: { path: '/roles/add', title: 'Add Role', permission: { resource: 'role', action: 'create' } },
  edit: {
    path: '/roles/:id/edit',
    title: 'Edit Role',
    permission: { resource: 'role', action: 'update' },
    record: 'role',
  },
} as const satisfies Record<string, RouteSpec>;

export const roleCommands: Command[] = [
  {
    id: 'role.add',
    title: 'Add role',
    group: 'Roles',
    keywords: ['new role', 'create role', 'permissions'],
    shortcut: 'c',
    keyContext: 'roles',
    route: ROLE_ROUTES.add.path,
    permission: { resource: 'role', action: 'create' },
    placements: { toolbar: { order: 1, label: 'Add Role' } },
    run: (ctx) => ctx.navigate(ROLE_ROUTES.add.path),
  },
  {
    id: 'role.edit',
    title: 'Edit role…',
    group: 'Roles',
    keywords: ['change permissions'],
    shortcut: 'e',
    keyContext: 'roles',
    scope: 'role',
    route: ROLE_ROUTES.edit.path,
    permission: { resource: 'role', action: 'update' },
    placements: { rowAction: { order: 1, label: 'Edit' } },
    run: (ctx, arg) => ctx.navigate(fillRoute(ROLE_ROUTES.edit.path, { id: arg.id })),
  },
  deleteCommand({
    id: 'role.delete',
    noun: 'role',
    group: 'Roles',
    keywords: ['remove role'],
    scope: 'role',
    permission: { resource: 'role', action: 'delete' },
    order: 2,
    question: (arg) => `Delete role "${arg.name}"? This cannot be undone.`,
    remove: (ctx, arg) => ctx.api(roleApi).deleteRole(arg.id),
    deleted: TOAST.roleDeleted,
  }),
];

export const rolesArea = defineArea({
  id: 'roles',
  commands: roleCommands,
  api: roleApi,
  entities: {
    role: { label: 'Role', lookup: { resource: 'role', action: 'read' }, history: { resource: 'role', noun: 'role' } },
  },
  logResources: { role: 'Role' },
  routes: Object.values(ROLE_ROUTES),
  keyContexts: [{ id: 'roles', page: ROLE_ROUTES.list.path }],
});
