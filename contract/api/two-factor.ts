// Two-factor sign-in (TOTP with recovery codes): the code step after the password, setting it up (from an
// open session, or at sign-in when the role requires it), turning it off, and an administrator's reset.
// The secret is answered once, by the setup call; nothing reads it back.
import { z } from 'zod';
import { TWO_FACTOR } from '../messages.ts';
import { envelope, messageOnly } from './common.ts';

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
