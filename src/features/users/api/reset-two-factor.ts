import { twoFactor } from '../../../../contract/api/routes/auth.ts';
import { call } from '../../../lib/api-client.ts';

export async function resetTwoFactor(id: number): Promise<string | undefined> {
  return (await call(twoFactor.reset, { params: { id } })).message;
}
