import type { LoginBody, LoginResponse } from '../../../../contract/api/auth.ts';
import { auth, twoFactor } from '../../../../contract/api/routes/auth.ts';
import type { TwoFactorSetup } from '../../../../contract/api/two-factor.ts';
import { call } from '../../../lib/api-client.ts';

export function login(body: LoginBody): Promise<LoginResponse> {
  return call(auth.login, { body });
}

/** The second step: a code from the authenticator app, or a recovery code. */
export function loginWithCode(challenge: string, code: string): Promise<LoginResponse> {
  return call(twoFactor.signInCode, { body: { challenge_token: challenge, code } });
}

/** Setup at sign-in, for a role that requires two-factor: the key, then a first code that opens the session. */
export async function beginSetupAtSignIn(challenge: string): Promise<TwoFactorSetup> {
  return (await call(twoFactor.signInSetup, { body: { challenge_token: challenge } })).data;
}

export function confirmSetupAtSignIn(challenge: string, code: string) {
  return call(twoFactor.signInConfirm, { body: { challenge_token: challenge, code } });
}
