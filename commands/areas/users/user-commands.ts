// Users (SPEC.md section 2, "Users page"): add, edit, activate, deactivate, delete, export.
import { TOAST } from '../contract/messages.ts';
import type { Command, EntityRef } from './types.ts';
import { fillRoute } from './routes.ts';

const isActive = (arg?: EntityRef) => arg?.extra?.status === 'Active';
const isSelf = (username: string | null, arg?: EntityRef) => !!arg && arg.name === username;

export const userCommands: Command[] = [
  {
    id: 'user.add',
    title: 'Add user',
    group: 'Users',
    keywords: ['new user', 'create user', 'system user'],
    shortcut: 'c',
    keyContext: 'users',
    permission: { resource: 'sysUser', action: 'create' },
    placements: { toolbar: { order: 2, label: 'Add User' } },
    run: (ctx) => ctx.openDialog('user.add'),
  },
  {
    id: 'user.edit',
    title: 'Edit user…',
    group: 'Users',
    keywords: ['change role', 'rename user'],
    shortcut: 'e',
    keyContext: 'users',
    scope: 'user',
    route: '/users/:id/edit',
    permission: { resource: 'sysUser', action: 'update' },
    placements: { rowAction: { order: 1, label: 'Edit' } },
    run: (ctx, arg) => ctx.navigate(fillRoute('/users/:id/edit', { id: arg!.id })),
  },
  {
    id: 'user.activate',
    title: 'Activate user…',
    group: 'Users',
    keywords: ['enable user'],
    scope: 'user',
    permission: { resource: 'sysUser', action: 'update' },
    when: (_ctx, arg) => !arg || !isActive(arg),
    placements: { rowAction: { order: 2, label: 'Activate' } },
    run: async (ctx, arg) => {
      const message = await ctx.api.setUserStatus(arg!.id, 'Active');
      ctx.toast.success(message || TOAST.userActivated);
    },
  },
  {
    id: 'user.deactivate',
    title: 'Deactivate user…',
    group: 'Users',
    keywords: ['disable user', 'block user', 'suspend'],
    scope: 'user',
    permission: { resource: 'sysUser', action: 'update' },
    when: (ctx, arg) => !arg || (isActive(arg) && !isSelf(ctx.username, arg)),
    placements: { rowAction: { order: 3, label: 'Deactivate' } },
    run: async (ctx, arg) => {
      const message = await ctx.api.setUserStatus(arg!.id, 'Inactive');
      ctx.toast.success(message || TOAST.userDeactivated);
    },
  },
  {
    id: 'user.delete',
    title: 'Delete user…',
    group: 'Users',
    keywords: ['remove user'],
    scope: 'user',
    permission: { resource: 'sysUser', action: 'delete' },
    when: (ctx, arg) => !isSelf(ctx.username, arg),
    placements: { rowAction: { order: 4, label: 'Delete' } },
    run: async (ctx, arg) => {
      const ok = await ctx.confirm({
        title: 'Delete user',
        message: `Delete user "${arg!.name}"? This cannot be undone.`,
        confirmLabel: 'Delete',
        danger: true,
      });
      if (!ok) return;
      const message = await ctx.api.deleteUser(arg!.id);
      ctx.toast.success(message || TOAST.userDeleted);
    },
  },
  {
    id: 'user.export',
    title: 'Export users',
    group: 'Users',
    keywords: ['download', 'excel', 'xlsx'],
    permission: { resource: 'sysUser', action: 'read' },
    placements: { toolbar: { order: 1, label: 'Export' } },
    run: async (ctx) => {
      await ctx.api.exportUsers();
      ctx.toast.success(TOAST.exportReady);
    },
  },
];
