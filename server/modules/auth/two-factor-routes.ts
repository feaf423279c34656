// Two-factor sign-in's routes (contract/api/routes/auth.ts says who may call each).
import { twoFactor } from '../../../contract/api/routes/auth.ts';
import { twoFactorSchemas } from '../../../contract/api/two-factor.ts';
import { TWO_FACTOR } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import type { Tokens } from '../../auth/tokens.ts';
import { bindRoutes, defineRoute } from '../../http/route.ts';
import * as service from './two-factor-service.ts';

export function twoFactorRoutes(db: Database, tokens: Tokens) {
  const api = bindRoutes(twoFactor, twoFactorSchemas);
  return [
    defineRoute(api.signInCode, async ({ body, actor }) => ({
      message: 'Signed in successfully',
      data: await service.signInWithCode(db, tokens, body, actor),
    })),
    defineRoute(api.signInSetup, async ({ body }) => ({
      message: 'Scan the code',
      data: await service.beginSetupAtSignIn(db, tokens, body.challenge_token),
    })),
    defineRoute(api.signInConfirm, async ({ body, actor }) => ({
      message: TWO_FACTOR.enabled,
      data: await service.confirmSetupAtSignIn(db, tokens, body, actor),
    })),
    defineRoute(api.status, async ({ actor }) => ({ message: 'OK', data: await service.status(db, actor) })),
    defineRoute(api.setup, async ({ actor }) => ({
      message: 'Scan the code',
      data: await service.beginOwnSetup(db, actor),
    })),
    defineRoute(api.confirm, async ({ actor, body }) => ({
      message: TWO_FACTOR.enabled,
      data: await service.confirmOwnSetup(db, actor, body.code),
    })),
    defineRoute(api.disable, async ({ actor, body }) => {
      await service.disableOwn(db, actor, body.code);
      return { message: TWO_FACTOR.disabled };
    }),
    defineRoute(api.reset, async ({ actor, params }) => ({
      message: await service.resetTwoFactor(db, actor, params.id),
    })),
  ];
}
