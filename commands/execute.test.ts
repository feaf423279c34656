import { describe, expect, it, vi } from 'vitest';
import { registry } from './all-commands.ts';
import { createExecutor } from './execute.ts';
import { fakeContext } from './test-context.ts';
import { roleApi } from './areas/roles/role-commands.ts';

const all = new Set([
  'sysUser:read',
  'sysUser:create',
  'sysUser:update',
  'sysUser:delete',
  'role:read',
  'role:create',
  'role:update',
  'role:delete',
  'dashboard:read',
]);

describe('execute', () => {
  it('runs a permitted command and records the source and recent list', async () => {
    const { ctx, calls } = fakeContext({ permissions: all });
    const ex = createExecutor(registry, () => ctx);
    expect(await ex.execute('nav.users', undefined, 'palette')).toBe(true);
    expect(await ex.execute('user.add', undefined, 'shortcut')).toBe(true);
    expect(calls).toEqual(['navigate /users', 'dialog user.add']);
    expect(ex.recent()).toEqual(['user.add', 'nav.users']);
    expect(ex.history().map((h) => h.source)).toEqual(['palette', 'shortcut']);
  });

  it('refuses a command without its permission', async () => {
    const { ctx, calls } = fakeContext({ permissions: new Set(['sysUser:read']) });
    const ex = createExecutor(registry, () => ctx);
    expect(await ex.execute('user.add', undefined, 'toolbar')).toBe(false);
    // Nothing ran, and the user is told why.
    expect(calls).toEqual(["error You don't have permission to access this feature"]);
  });

  it('needs an entity for a scoped command', async () => {
    const { ctx } = fakeContext({ permissions: all });
    await expect(createExecutor(registry, () => ctx).execute('user.edit', undefined, 'palette')).rejects.toThrow(
      /needs a user/,
    );
  });

  it('turns a failure into a toast with the server message, capitalised', async () => {
    const { ctx, calls } = fakeContext({ permissions: all });
    ctx.api(roleApi).deleteRole = async () => {
      throw Object.assign(new Error('[DELETE] 409'), { data: { message: 'this role is held by 2 users' } });
    };
    const ok = await createExecutor(registry, () => ctx).execute(
      'role.delete',
      { kind: 'role', id: 3, name: 'HR' },
      'rowAction',
    );
    expect(ok).toBe(false);
    expect(calls).toEqual(['error This role is held by 2 users']);
  });

  it('does not delete when the confirmation is declined', async () => {
    const { ctx, calls } = fakeContext({ permissions: all, confirm: async () => false });
    await createExecutor(registry, () => ctx).execute('user.delete', { kind: 'user', id: 9, name: 'bob' }, 'rowAction');
    expect(calls).toEqual([]);
  });

  it('hides deactivate for an inactive user and for oneself', async () => {
    const { ctx, calls } = fakeContext({ permissions: all, username: 'admin' });
    const ex = createExecutor(registry, () => ctx);
    expect(
      await ex.execute(
        'user.deactivate',
        { kind: 'user', id: 1, name: 'admin', extra: { status: 'Active' } },
        'rowAction',
      ),
    ).toBe(false);
    expect(
      await ex.execute(
        'user.deactivate',
        { kind: 'user', id: 2, name: 'x', extra: { status: 'Inactive' } },
        'rowAction',
      ),
    ).toBe(false);
    expect(
      await ex.execute('user.deactivate', { kind: 'user', id: 2, name: 'x', extra: { status: 'Active' } }, 'rowAction'),
    ).toBe(true);
    expect(calls).toEqual([
      'error Deactivate user is not available for admin.',
      'error Deactivate user is not available for x.',
      'status 2 Inactive',
      'success User deactivated successfully!',
    ]);
  });

  it('opens a notification of a known type and only warns on an unknown one', async () => {
    const { ctx, calls } = fakeContext();
    const ex = createExecutor(registry, () => ctx);
    await ex.execute(
      'notification.open',
      { kind: 'notification', id: 4, name: 'x', extra: { type: 'leave_request', request_id: 12, is_read: false } },
      'button',
    );
    expect(calls).toEqual(['read 4', 'navigate /leave?request_id=12']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await ex.execute(
      'notification.open',
      { kind: 'notification', id: 5, name: 'x', extra: { type: 'mystery', request_id: 1 } },
      'button',
    );
    expect(warn).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(2);
  });
});
