// The account area's web slice (commands: commands/areas/account/): the password and two-factor dialogs and
// signing out everywhere.
import { accountApi } from '../../../commands/areas/account/account-commands.ts';
import { auth } from '../../../contract/api/routes/auth.ts';
import { call } from '../../lib/api-client.ts';
import { dialog, provide, type Contribution } from '../../lib/feature-contribution.ts';

export const contribution: Contribution = {
  apis: [
    provide(accountApi, {
      signOutEverywhere: async () => (await call(auth.signOutEverywhere)).message,
    }),
  ],
  dialogs: {
    'account.password': dialog(() => import('./change-password-dialog.tsx')),
    'account.twoFactor': dialog(() => import('./two-factor-dialog.tsx')),
  },
};
