// The signed-in user's own account: a new password, two-factor sign-in, and signing out on every device. Both end the
// user's other sessions on the server; the password dialog keeps this one going with the token it gets back.
import { TOAST } from '../../../contract/messages.ts';
import { apiSlot, defineArea } from '../../area.ts';
import type { Command } from '../../types.ts';

export interface AccountCommandApi {
  /** Ends every session of the signed-in user, this one included; resolves to the server's message. */
  signOutEverywhere(): Promise<string | undefined>;
}
export const accountApi = apiSlot<AccountCommandApi>('account');

const accountCommands: Command[] = [
  {
    id: 'profile.changePassword',
    title: 'Change my password',
    group: 'Account',
    keywords: ['password', 'security', 'credentials', 'new password'],
    when: (ctx) => ctx.isAuthenticated,
    run: (ctx) => ctx.openDialog('account.password'),
  },
  {
    id: 'account.twoFactor',
    title: 'Set up two-factor…',
    group: 'Account',
    keywords: ['2fa', 'two-factor', 'authenticator', 'one-time code', 'totp', 'recovery codes', 'turn off two-factor'],
    when: (ctx) => ctx.isAuthenticated,
    run: (ctx) => ctx.openDialog('account.twoFactor'),
  },
  {
    id: 'session.signOutEverywhere',
    title: 'Sign out everywhere',
    group: 'Account',
    keywords: ['all devices', 'other sessions', 'log out everywhere', 'revoke sessions'],
    when: (ctx) => ctx.isAuthenticated,
    run: async (ctx) => {
      const ok = await ctx.confirm({
        title: 'Sign out everywhere',
        message: 'End every session of your account, on this device and all others? You will need to sign in again.',
        confirmLabel: 'Sign out everywhere',
        danger: true,
      });
      if (!ok) return;
      const message = await ctx.api(accountApi).signOutEverywhere();
      ctx.signOut();
      ctx.toast.success(message || TOAST.signedOutEverywhere);
    },
  },
];

export const accountArea = defineArea({
  id: 'account',
  commands: accountCommands,
  api: accountApi,
  dialogs: ['account.password', 'account.twoFactor'],
});
