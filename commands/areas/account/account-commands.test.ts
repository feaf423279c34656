import { describe, expect, it } from 'vitest';
import { registry } from '../../all-commands.ts';
import { createExecutor } from '../../execute.ts';
import { fakeContext } from '../../test-context.ts';
import { accountApi } from './account-commands.ts';

describe('account commands', () => {
  it('open the password dialog for whoever is signed in', async () => {
    const { ctx, calls } = fakeContext();
    expect(await createExecutor(registry, () => ctx).execute('profile.changePassword', undefined, 'palette')).toBe(
      true,
    );
    expect(calls).toEqual(['dialog account.password']);
  });

  it('sign out everywhere only once confirmed, then end this session too', async () => {
    const declined = fakeContext({ confirm: async () => false });
    await createExecutor(registry, () => declined.ctx).execute('session.signOutEverywhere', undefined, 'palette');
    expect(declined.calls).toEqual([]);

    const { ctx, calls } = fakeContext();
    ctx.api(accountApi).signOutEverywhere = async () => (calls.push('server'), 'Signed out on every device');
    expect(await createExecutor(registry, () => ctx).execute('session.signOutEverywhere', undefined, 'palette')).toBe(
      true,
    );
    expect(calls).toEqual(['server', 'signOut', 'success Signed out on every device']);
  });

  it('are not offered before signing in', async () => {
    const { ctx, calls } = fakeContext({ isAuthenticated: false });
    expect(await createExecutor(registry, () => ctx).execute('profile.changePassword', undefined, 'palette')).toBe(
      false,
    );
    expect(calls).toEqual(['error Change my password is not available here.']);
  });
});
