import type { OfficeBody } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

/** Creates (id null) or updates an office; resolves to the server's message. */
export function saveOffice(id: number | null, body: OfficeBody): Promise<string | undefined> {
  return id
    ? sendAndRevalidate('PATCH', API.office(id), [API.offices], body)
    : sendAndRevalidate('POST', API.offices, [API.offices], body);
}
