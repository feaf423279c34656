import { z } from 'zod';
import { CREDENTIAL_MAX, VALIDATION } from '../messages.ts';
import { LANGUAGES } from '../languages.ts';
import { envelope, messageOnly } from './common.ts';
import { passwordField } from './users.ts';

export const loginBody = z.strictObject({
  username: z
    .string({ error: VALIDATION.usernameRequired })
    .trim()
    .min(1, { message: VALIDATION.usernameRequired })
    .max(CREDENTIAL_MAX.username, VALIDATION.usernameMax),
  password: z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, VALIDATION.passwordRequired)
    .max(CREDENTIAL_MAX.password, VALIDATION.passwordMax),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * A session (accessToken), or, when the password was right and a second factor must follow, `twoFactor`:
 * `code` asks for the authenticator's code, `setup` (the role requires it, the user has none yet) sets it up
 * first. Its challengeToken is taken by the two-factor calls only.
 */
export const loginData = z.object({
  username: z.string(),
  accessToken: z.string().optional(),
  twoFactor: z.object({ step: z.enum(['code', 'setup']), challengeToken: z.string() }).optional(),
});
export type LoginData = z.infer<typeof loginData>;
export const loginResponse = envelope(loginData);
export type LoginResponse = z.infer<typeof loginResponse>;

/** The signed-in user's own password: the current one proves it is them (a session left open is not enough). */
export const changePasswordBody = z.strictObject({
  current_password: z
    .string({ error: VALIDATION.currentPasswordRequired })
    .min(1, VALIDATION.currentPasswordRequired)
    .max(CREDENTIAL_MAX.password, VALIDATION.passwordMax),
  new_password: passwordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
/** Every other session of the user ends; this one goes on with the new token. */
export const changePasswordResponse = envelope(z.object({ accessToken: z.string() }));
export const signOutEverywhereResponse = messageOnly;

/** The language the signed-in user reads the console in (their own account only). */
export const languageBody = z.strictObject({
  language: z.enum(LANGUAGES, { error: VALIDATION.languageInvalid }),
});
export type LanguageBody = z.infer<typeof languageBody>;
export const languageResponse = envelope(z.object({ language: z.enum(LANGUAGES) }));

/** The sign-in and own-account routes' schemas, keyed like their route table (routes/auth.ts). */
export const authSchemas = {
  login: { summary: 'Sign in with username and password', body: loginBody, response: loginResponse },
  changePassword: {
    summary: "Change the signed-in user's password (ends their other sessions)",
    body: changePasswordBody,
    response: changePasswordResponse,
  },
  signOutEverywhere: {
    summary: 'End every session of the signed-in user, this one included',
    response: signOutEverywhereResponse,
  },
  setLanguage: {
    summary: 'Set the language the signed-in user reads the console in',
    body: languageBody,
    response: languageResponse,
  },
};
