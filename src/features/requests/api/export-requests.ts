// A kind's requests as .xlsx or .csv, with the list's filters (or none), under the server's file name.
import { requestKindRoutes } from '../../../../contract/api/routes/requests.ts';
import type { RequestKind } from '../../../../contract/api/requests.ts';
import type { RequestKindMeta } from '../../../../commands/areas/requests/request-kinds.ts';
import { http, urlOf, type InputOf } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob, withServerMessage } from '../../../lib/download.ts';

/** What each kind's export accepts: its list's filters without paging, and the format. */
type ExportQuery<K extends RequestKind> = NonNullable<InputOf<(typeof requestKindRoutes)[K]['export']>['query']>;
/** The filters an export takes (the format is the export's own argument). */
export type RequestExportFilters = { [K in RequestKind]: Omit<ExportQuery<K>, 'format'> }[RequestKind];

export async function exportRequests(
  kind: RequestKindMeta,
  format: 'xlsx' | 'csv',
  filters: RequestExportFilters,
): Promise<void> {
  const url = urlOf(requestKindRoutes[kind.kind].export, { query: { ...filters, format } });
  const res = await withServerMessage(() => http.raw<Blob, 'blob'>(url, { responseType: 'blob' }));
  saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), `${kind.route.slice(1)}.${format}`));
}
