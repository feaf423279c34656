import { z } from 'zod';
import { VALIDATION } from '../messages.ts';
import { envelope } from './common.ts';

export const loginBody = z.strictObject({
  username: z
    .string({ error: VALIDATION.usernameRequired })
    .trim()
    .min(1, { message: VALIDATION.usernameRequired })
    .max(200, VALIDATION.usernameMax),
  password: z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, VALIDATION.passwordRequired)
    .max(1024, VALIDATION.passwordMax),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginData = z.object({ username: z.string(), accessToken: z.string() });
export type LoginData = z.infer<typeof loginData>;
export const loginResponse = envelope(loginData);
export type LoginResponse = z.infer<typeof loginResponse>;
