// Roles: add, edit, delete.
import { TOAST } from '../../../contract/messages.ts';
import type { Command } from '../../types.ts';
import { fillRoute } from '../../routes.ts';
import { apiSlot, defineArea } from '../../area.ts';
import { deleteCommand } from '../../delete-command.ts';

export interface RoleCommandApi {
  deleteRole(id: number): Promise<string | undefined>;
}
export const roleApi = apiSlot<RoleCommandApi>('roles');

export const roleCommands: Command[] = [
  {
    id: 'role.add',
    title: 'Add role',
    group: 'Roles',
    keywords: ['new role', 'create role', 'permissions'],
    shortcut: 'c',
    keyContext: 'roles',
    route: '/roles/add',
    permission: { resource: 'role', action: 'create' },
    placements: { toolbar: { order: 1, label: 'Add Role' } },
    run: (ctx) => ctx.navigate('/roles/add'),
  },
  {
    id: 'role.edit',
    title: 'Edit role…',
    group: 'Roles',
    keywords: ['change permissions'],
    shortcut: 'e',
    keyContext: 'roles',
    scope: 'role',
    route: '/roles/:id/edit',
    permission: { resource: 'role', action: 'update' },
    placements: { rowAction: { order: 1, label: 'Edit' } },
    run: (ctx, arg) => ctx.navigate(fillRoute('/roles/:id/edit', { id: arg.id })),
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
  entities: { role: { label: 'Role', lookup: { resource: 'role', action: 'read' } } },
  keyContexts: [{ id: 'roles', page: '/roles' }],
});
