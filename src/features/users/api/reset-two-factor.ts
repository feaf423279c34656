import { API } from '../../../../contract/api/paths.ts';
import { apiSend } from '../../../lib/api-client.ts';

export async function resetTwoFactor(id: number): Promise<string | undefined> {
  return (await apiSend('POST', API.userResetTwoFactor(id))).message;
}
