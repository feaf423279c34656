// A kind's requests as .xlsx or .csv, with the list's filters (or none), under the server's file name.
import { requestPaths } from '../../../../contract/api/paths.ts';
import type { RequestKind } from '../../../../contract/api/requests.ts';
import type { leaveRequestExportQuery } from '../../../../contract/api/requests-leave.ts';
import type { overtimeRequestExportQuery } from '../../../../contract/api/requests-overtime.ts';
import type { postClockRequestExportQuery } from '../../../../contract/api/requests-post-clock.ts';
import type { RequestKindMeta } from '../../../../commands/areas/requests/request-kinds.ts';
import { http, urlOf, type Endpoint, type QueryOf } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob, withServerMessage } from '../../../lib/download.ts';

/** What each kind's export accepts: its list's filters without paging, and the format. */
interface ExportQueries {
  leave: QueryOf<typeof leaveRequestExportQuery>;
  overtime: QueryOf<typeof overtimeRequestExportQuery>;
  post_clock: QueryOf<typeof postClockRequestExportQuery>;
}
/** The filters an export takes (the format is the export's own argument). */
export type RequestExportFilters = { [K in RequestKind]: Omit<ExportQueries[K], 'format'> }[RequestKind];

const exportOf = (kind: RequestKindMeta): Endpoint<ExportQueries[RequestKind], Blob> => ({
  path: requestPaths(kind.api).export,
});

export async function exportRequests(
  kind: RequestKindMeta,
  format: 'xlsx' | 'csv',
  filters: RequestExportFilters,
): Promise<void> {
  const res = await withServerMessage(() =>
    http.raw<Blob, 'blob'>(urlOf(exportOf(kind), { ...filters, format }), { responseType: 'blob' }),
  );
  saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), `${kind.route.slice(1)}.${format}`));
}
