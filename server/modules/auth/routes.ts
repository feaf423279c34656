import { loginBody, loginResponse } from '../../../contract/api/auth.ts';
import type { Database } from '../../db/database.ts';
import type { Tokens } from '../../auth/tokens.ts';
import { defineRoute } from '../../http/route.ts';
import { login } from './service.ts';

export function authRoutes(db: Database, tokens: Tokens) {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      summary: 'Sign in with username and password',
      tag: 'auth',
      access: 'public',
      body: loginBody,
      response: loginResponse,
      handler: async ({ body, request }) => ({
        message: 'Signed in successfully',
        data: await login(db, tokens, body, request.ip),
      }),
    }),
  ];
}
