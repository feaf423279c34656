// A kind's requests as .xlsx or .csv, with the list's filters (or none), under the server's file name.
import { requestPaths } from '../../../../contract/api/paths.ts';
import type { RequestKindMeta } from '../../../../commands/request-kinds.ts';
import { http } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';
import { requestParams, type RequestQuery } from './get-requests.ts';

export async function exportRequests(kind: RequestKindMeta, format: 'xlsx' | 'csv', filters: RequestQuery): Promise<void> {
  const res = await http.raw<Blob, 'blob'>(`${requestPaths(kind.api).export}?${requestParams({ ...filters, format })}`, { responseType: 'blob' });
  saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), `${kind.route.slice(1)}.${format}`));
}
