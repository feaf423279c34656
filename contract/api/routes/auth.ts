import type { authSchemas } from '../auth.ts';
import { can, routeTable } from '../route.ts';
import type { twoFactorSchemas } from '../two-factor.ts';

/** Signing in, and the signed-in user's own password and sessions. */
export const auth = routeTable<typeof authSchemas>()({
  login: ['POST', '/auth/login', 'public'],
  changePassword: ['POST', '/auth/change-password', 'authenticated'],
  signOutEverywhere: ['POST', '/auth/sign-out-everywhere', 'authenticated'],
  setLanguage: ['PATCH', '/auth/language', 'authenticated'],
});

/**
 * Two-factor sign-in: the code step and setup at sign-in are public (they carry the password step's challenge
 * token, never a session); the user's own status, setup and turning off need a session; an administrator's
 * reset needs sysUser update.
 */
export const twoFactor = routeTable<typeof twoFactorSchemas>()({
  signInCode: ['POST', '/auth/login/two-factor', 'public'],
  signInSetup: ['POST', '/auth/login/two-factor/setup', 'public'],
  signInConfirm: ['POST', '/auth/login/two-factor/confirm', 'public'],
  status: ['GET', '/auth/two-factor', 'authenticated'],
  setup: ['POST', '/auth/two-factor/setup', 'authenticated'],
  confirm: ['POST', '/auth/two-factor/confirm', 'authenticated'],
  disable: ['POST', '/auth/two-factor/disable', 'authenticated'],
  reset: ['POST', '/sys-user/reset-two-factor/:id', can('sysUser', 'update')],
});
