import {
  changePasswordBody,
  changePasswordResponse,
  loginBody,
  loginResponse,
  signOutEverywhereResponse,
} from '../../../contract/api/auth.ts';
import { TOAST } from '../../../contract/messages.ts';
import { API } from '../../../contract/api/paths.ts';
import type { Database } from '../../db/database.ts';
import type { Tokens } from '../../auth/tokens.ts';
import { defineRoute } from '../../http/route.ts';
import { changePassword, login, signOutEverywhere } from './service.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

export function authRoutes(db: Database, tokens: Tokens) {
  return [
    defineRoute({
      method: 'POST',
      url: API.login,
      summary: 'Sign in with username and password',
      tag: 'auth',
      access: 'public',
      body: loginBody,
      response: loginResponse,
      handler: async ({ body, actor }) => ({
        message: 'Signed in successfully',
        data: await login(db, tokens, body, actor),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: API.changePassword,
      summary: "Change the signed-in user's password (ends their other sessions)",
      tag: 'auth',
      access: 'authenticated',
      body: changePasswordBody,
      response: changePasswordResponse,
      handler: async ({ body, actor }) => ({
        message: TOAST.passwordChanged,
        data: await changePassword(db, tokens, actor, body),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: API.signOutEverywhere,
      summary: 'End every session of the signed-in user, this one included',
      tag: 'auth',
      access: 'authenticated',
      response: signOutEverywhereResponse,
      handler: async ({ actor }) => {
        await signOutEverywhere(db, actor);
        return { message: TOAST.signedOutEverywhere };
      },
    }),
    ...twoFactorRoutes(db, tokens),
  ];
}
