import { API } from '../../../../contract/api/paths.ts';
import type { LoginBody, LoginResponse, loginResponse } from '../../../../contract/api/auth.ts';
import type {
  signInConfirmResponse,
  twoFactorSetupResponse,
  TwoFactorSetup,
} from '../../../../contract/api/two-factor.ts';
import { apiSend } from '../../../lib/api-client.ts';

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiSend<typeof loginResponse>('POST', API.login, body);
}

/** The second step: a code from the authenticator app, or a recovery code. */
export function loginWithCode(challenge: string, code: string): Promise<LoginResponse> {
  return apiSend<typeof loginResponse>('POST', API.loginTwoFactor, { challenge_token: challenge, code });
}

/** Setup at sign-in, for a role that requires two-factor: the key, then a first code that opens the session. */
export async function beginSetupAtSignIn(challenge: string): Promise<TwoFactorSetup> {
  return (await apiSend<typeof twoFactorSetupResponse>('POST', API.loginTwoFactorSetup, { challenge_token: challenge }))
    .data;
}

export function confirmSetupAtSignIn(challenge: string, code: string) {
  return apiSend<typeof signInConfirmResponse>('POST', API.loginTwoFactorConfirm, { challenge_token: challenge, code });
}
