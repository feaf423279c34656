// Users: add, edit, activate, deactivate, delete, export.
import { TOAST, TWO_FACTOR } from '../../../contract/messages.ts';
import type { Command, EntityRef } from '../../types.ts';
import { fillRoute, type RouteSpec } from '../../route-spec.ts';
import { apiSlot, defineArea } from '../../area.ts';
import { deleteCommand } from '../../delete-command.ts';

/** The server calls user commands make; each resolves to the server's success message, when it sends one. */
export interface UserCommandApi {
  setUserStatus(id: number, status: 'Active' | 'Inactive'): Promise<string | undefined>;
  deleteUser(id: number): Promise<string | undefined>;
  exportUsers(): Promise<void>;
  /** Clears the user's two-factor sign-in (a lost phone) and ends their sessions. */
  resetTwoFactor(id: number): Promise<string | undefined>;
}
export const userApi = apiSlot<UserCommandApi>('users');

export const USER_ROUTES = {
  list: {
    path: '/users',
    title: 'Users',
    permission: { resource: 'sysUser', action: 'read' },
    nav: {
      id: 'nav.users',
      shortcut: 'g u',
      keywords: ['system users', 'accounts', 'user management'],
      sidebar: { section: 'userManagement', order: 1 },
    },
  },
  edit: {
    path: '/users/:id/edit',
    title: 'Edit User',
    permission: { resource: 'sysUser', action: 'update' },
    dialogOver: '/users',
    record: 'user',
  },
} as const satisfies Record<string, RouteSpec>;

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
    route: USER_ROUTES.edit.path,
    permission: { resource: 'sysUser', action: 'update' },
    placements: { rowAction: { order: 1, label: 'Edit' } },
    run: (ctx, arg) => ctx.navigate(fillRoute(USER_ROUTES.edit.path, { id: arg.id })),
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
      const message = await ctx.api(userApi).setUserStatus(arg.id, 'Active');
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
      const message = await ctx.api(userApi).setUserStatus(arg.id, 'Inactive');
      ctx.toast.success(message || TOAST.userDeactivated);
    },
  },
  deleteCommand({
    id: 'user.delete',
    noun: 'user',
    group: 'Users',
    keywords: ['remove user'],
    scope: 'user',
    permission: { resource: 'sysUser', action: 'delete' },
    when: (ctx, arg) => !isSelf(ctx.username, arg),
    order: 4,
    question: (arg) => `Delete user "${arg.name}"? This cannot be undone.`,
    remove: (ctx, arg) => ctx.api(userApi).deleteUser(arg.id),
    deleted: TOAST.userDeleted,
  }),
  {
    id: 'user.resetTwoFactor',
    title: 'Reset two-factor…',
    group: 'Users',
    keywords: ['2fa', 'lost phone', 'authenticator', 'two-factor'],
    scope: 'user',
    permission: { resource: 'sysUser', action: 'update' },
    // One's own is turned off with a code instead ("Set up two-factor…"). A button of the Edit User dialog, not a
    // row action: a fourth one would fold every row's actions behind a menu.
    when: (ctx, arg) => !isSelf(ctx.username, arg),
    run: async (ctx, arg) => {
      const ok = await ctx.confirm({
        title: 'Reset two-factor',
        message: `Reset two-factor sign-in of "${arg.name}"? Their sessions end; they set it up again at their next sign-in.`,
        confirmLabel: 'Reset two-factor',
        danger: true,
      });
      if (!ok) return;
      const message = await ctx.api(userApi).resetTwoFactor(arg.id);
      ctx.toast.success(message || TWO_FACTOR.reset(arg.name));
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
      await ctx.api(userApi).exportUsers();
      ctx.toast.success(TOAST.exportReady);
    },
  },
];

export const usersArea = defineArea({
  id: 'users',
  commands: userCommands,
  api: userApi,
  entities: {
    user: {
      label: 'User',
      lookup: { resource: 'sysUser', action: 'read' },
      history: { resource: 'sysUser', noun: 'user' },
    },
  },
  logResources: { sysUser: 'User' },
  dialogs: ['user.add'],
  // The edit dialog is a route over the list (/users/3/edit): its keys stay live there.
  routes: Object.values(USER_ROUTES),
  keyContexts: [{ id: 'users', page: USER_ROUTES.list.path, subpaths: true }],
});
