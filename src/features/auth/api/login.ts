import { API } from '../../../../contract/api/paths.ts';
import type { LoginBody, LoginResponse, loginResponse } from '../../../../contract/api/auth.ts';
import { apiSend } from '../../../lib/api-client.ts';

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiSend<typeof loginResponse>('POST', API.login, body);
}
