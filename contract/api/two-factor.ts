// Two-factor sign-in (TOTP with recovery codes): the code step after the password, setting it up (from an
// open session, or at sign-in when the role requires it), turning it off, and an administrator's reset.
// The secret is answered once, by the setup call; nothing reads it back.
import { z } from 'zod';
import { TWO_FACTOR } from '../messages.ts';
import { envelope, idParams, messageOnly } from './common.ts';
import { loginResponse } from './auth.ts';

/** A code from the authenticator app, or one of the recovery codes. */
export const authenticationCode = z
  .string({ error: TWO_FACTOR.codeRequired })
  .trim()
  .min(1, TWO_FACTOR.codeRequired)
  .max(64, TWO_FACTOR.codeMax);

/** The short-lived token the password step answered with (5 minutes); never a session. */
const challengeToken = z.string({ error: TWO_FACTOR.challengeExpired }).min(1).max(2000);

export const twoFactorCodeBody = z.strictObject({ code: authenticationCode });
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBody>;

export const challengeBody = z.strictObject({ challenge_token: challengeToken });
export const challengeCodeBody = z.strictObject({ challenge_token: challengeToken, code: authenticationCode });
export type ChallengeCodeBody = z.infer<typeof challengeCodeBody>;

/** What an authenticator app needs: the secret typed by hand, or the otpauth:// address as a QR code (SVG). */
export const twoFactorSetup = z.object({ secret: z.string(), uri: z.string(), qr_svg: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;
export const twoFactorSetupResponse = envelope(twoFactorSetup);

/** Shown once, right after the first code confirmed the setup. */
export const recoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export const twoFactorConfirmResponse = envelope(recoveryCodes);
/** At sign-in the confirmation also opens the session. */
export const signInConfirmResponse = envelope(recoveryCodes.extend({ username: z.string(), accessToken: z.string() }));

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** The user's role requires it: it cannot be turned off. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;
export const twoFactorStatusResponse = envelope(twoFactorStatus);

export const twoFactorMessageResponse = messageOnly;

/** The two-factor routes' schemas, keyed like their route table (routes/auth.ts). */
export const twoFactorSchemas = {
  signInCode: {
    summary: "Sign in's second step: the authenticator's code or a recovery code",
    body: challengeCodeBody,
    response: loginResponse,
  },
  signInSetup: {
    summary: 'Start setting up two-factor sign-in at sign-in (the role requires it)',
    body: challengeBody,
    response: twoFactorSetupResponse,
  },
  signInConfirm: {
    summary: 'Confirm two-factor setup with a first code and sign in',
    body: challengeCodeBody,
    response: signInConfirmResponse,
  },
  status: {
    summary: "The signed-in user's two-factor sign-in: on, required by the role, recovery codes left",
    response: twoFactorStatusResponse,
  },
  setup: {
    summary: 'Start setting up two-factor sign-in: a new secret and its QR code',
    response: twoFactorSetupResponse,
  },
  confirm: {
    summary: 'Confirm two-factor setup with a first code; answers the recovery codes once',
    body: twoFactorCodeBody,
    response: twoFactorConfirmResponse,
  },
  disable: {
    summary: 'Turn off two-factor sign-in (takes a current code)',
    body: twoFactorCodeBody,
    response: twoFactorMessageResponse,
  },
  reset: {
    summary: "Reset a user's two-factor sign-in (a lost device); ends their sessions",
    params: idParams,
    response: twoFactorMessageResponse,
  },
};
