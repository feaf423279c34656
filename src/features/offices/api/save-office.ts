import type { z } from 'zod';
import type { OfficeBody, officeResponse } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

/** Creates (id null) or updates an office; answers the saved office (its id) and the server's message. */
export async function saveOffice(id: number | null, body: OfficeBody): Promise<z.infer<typeof officeResponse>> {
  const res = id
    ? await apiSend<typeof officeResponse>('PATCH', API.office(id), body)
    : await apiSend<typeof officeResponse>('POST', API.offices, body);
  await revalidate(API.offices);
  return res;
}
