import type { z } from 'zod';
import type { OfficeBody, officeResponse } from '../../../../contract/api/offices.ts';
import { offices } from '../../../../contract/api/routes/offices.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

/** Creates (id null) or updates an office; answers the saved office (its id) and the server's message. */
export async function saveOffice(id: number | null, body: OfficeBody): Promise<z.infer<typeof officeResponse>> {
  const res = id ? await call(offices.update, { params: { id }, body }) : await call(offices.create, { body });
  await revalidate(offices.list);
  return res;
}
