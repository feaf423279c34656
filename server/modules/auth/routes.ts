import { authSchemas } from '../../../contract/api/auth.ts';
import { auth } from '../../../contract/api/routes/auth.ts';
import { TOAST } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import type { Tokens } from '../../auth/tokens.ts';
import { bindRoutes, defineRoute } from '../../http/route.ts';
import { changePassword, login, setLanguage, signOutEverywhere } from './service.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

export function authRoutes(db: Database, tokens: Tokens) {
  const api = bindRoutes(auth, authSchemas);
  return [
    defineRoute(api.login, async ({ body, actor }) => ({
      message: 'Signed in successfully',
      data: await login(db, tokens, body, actor),
    })),
    defineRoute(api.changePassword, async ({ body, actor }) => ({
      message: TOAST.passwordChanged,
      data: await changePassword(db, tokens, actor, body),
    })),
    defineRoute(api.signOutEverywhere, async ({ actor }) => {
      await signOutEverywhere(db, actor);
      return { message: TOAST.signedOutEverywhere };
    }),
    defineRoute(api.setLanguage, async ({ body, actor }) => ({
      message: TOAST.languageSaved,
      data: await setLanguage(db, actor, body.language),
    })),
    ...twoFactorRoutes(db, tokens),
  ];
}
