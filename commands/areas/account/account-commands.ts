// The signed-in user's own account: a new password, and signing out on every device (issue 16). Both end the
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
  dialogs: ['account.password'],
});
