// Two-factor sign-in's routes: the code step and setup at sign-in are public (they carry the password step's
// challenge token, never a session); the user's own status, setup and turning off need a session; an
// administrator's reset needs sysUser update.
import { loginResponse } from '../../../contract/api/auth.ts';
import { idParams } from '../../../contract/api/common.ts';
import { API } from '../../../contract/api/paths.ts';
import {
  challengeBody,
  challengeCodeBody,
  signInConfirmResponse,
  twoFactorCodeBody,
  twoFactorConfirmResponse,
  twoFactorMessageResponse,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from '../../../contract/api/two-factor.ts';
import { TWO_FACTOR } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import type { Tokens } from '../../auth/tokens.ts';
import { defineRoute } from '../../http/route.ts';
import * as service from './two-factor-service.ts';

export function twoFactorRoutes(db: Database, tokens: Tokens) {
  return [
    defineRoute({
      method: 'POST',
      url: API.loginTwoFactor,
      summary: "Sign in's second step: the authenticator's code or a recovery code",
      tag: 'auth',
      access: 'public',
      body: challengeCodeBody,
      response: loginResponse,
      handler: async ({ body, actor }) => ({
        message: 'Signed in successfully',
        data: await service.signInWithCode(db, tokens, body, actor),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: API.loginTwoFactorSetup,
      summary: 'Start setting up two-factor sign-in at sign-in (the role requires it)',
      tag: 'auth',
      access: 'public',
      body: challengeBody,
      response: twoFactorSetupResponse,
      handler: async ({ body }) => ({
        message: 'Scan the code',
        data: await service.beginSetupAtSignIn(db, tokens, body.challenge_token),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: API.loginTwoFactorConfirm,
      summary: 'Confirm two-factor setup with a first code and sign in',
      tag: 'auth',
      access: 'public',
      body: challengeCodeBody,
      response: signInConfirmResponse,
      handler: async ({ body, actor }) => ({
        message: TWO_FACTOR.enabled,
        data: await service.confirmSetupAtSignIn(db, tokens, body, actor),
      }),
    }),
    defineRoute({
      method: 'GET',
      url: API.twoFactor,
      summary: "The signed-in user's two-factor sign-in: on, required by the role, recovery codes left",
      tag: 'auth',
      access: 'authenticated',
      response: twoFactorStatusResponse,
      handler: async ({ actor }) => ({ message: 'OK', data: await service.status(db, actor) }),
    }),
    defineRoute({
      method: 'POST',
      url: API.twoFactorSetup,
      summary: 'Start setting up two-factor sign-in: a new secret and its QR code',
      tag: 'auth',
      access: 'authenticated',
      response: twoFactorSetupResponse,
      handler: async ({ actor }) => ({ message: 'Scan the code', data: await service.beginOwnSetup(db, actor) }),
    }),
    defineRoute({
      method: 'POST',
      url: API.twoFactorConfirm,
      summary: 'Confirm two-factor setup with a first code; answers the recovery codes once',
      tag: 'auth',
      access: 'authenticated',
      body: twoFactorCodeBody,
      response: twoFactorConfirmResponse,
      handler: async ({ actor, body }) => ({
        message: TWO_FACTOR.enabled,
        data: await service.confirmOwnSetup(db, actor, body.code),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: API.twoFactorDisable,
      summary: 'Turn off two-factor sign-in (takes a current code)',
      tag: 'auth',
      access: 'authenticated',
      body: twoFactorCodeBody,
      response: twoFactorMessageResponse,
      handler: async ({ actor, body }) => {
        await service.disableOwn(db, actor, body.code);
        return { message: TWO_FACTOR.disabled };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/admin/sys-user/reset-two-factor/:id',
      summary: "Reset a user's two-factor sign-in (a lost device); ends their sessions",
      tag: 'sys-user',
      access: { resource: 'sysUser', action: 'update' },
      params: idParams,
      response: twoFactorMessageResponse,
      handler: async ({ actor, params }) => ({ message: await service.resetTwoFactor(db, actor, params.id) }),
    }),
  ];
}
