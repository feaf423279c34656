// The activity log's reads (contract/api/activity-log.ts), typed from the contract's schemas as types only: a
// filtered page, one entry, the users the Actor filter offers, and the export of what the filters show.
import type {
  ActivityActorOption,
  activityActorsQuery,
  activityActorsResponse,
  activityEntryResponse,
  activityLogExportQuery,
  activityLogQuery,
  activityLogResponse,
} from '../../../../contract/api/activity-log.ts';
import { API } from '../../../../contract/api/paths.ts';
import { endpoint, fetchFrom, http, urlOf, useRead, type QueryOf } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob, withServerMessage } from '../../../lib/download.ts';

const log = endpoint<typeof activityLogResponse, typeof activityLogQuery>(API.activityLog);
const actors = endpoint<typeof activityActorsResponse, typeof activityActorsQuery>(API.activityActors);
// A file, not JSON: only its query is typed.
const exported = endpoint<typeof activityLogResponse, typeof activityLogExportQuery>(API.activityExport);

export type LogQuery = QueryOf<typeof activityLogQuery>;
export type LogExportQuery = QueryOf<typeof activityLogExportQuery>;

// Entries never change, but new ones arrive: a page is read again when the user comes back to it.
export const useActivityLog = (query: LogQuery | null) =>
  useRead(query ? log : null, query ?? undefined, { keepPreviousData: true });

export const fetchActivityLog = (query: LogQuery) => fetchFrom(log, query);

export const useActivityEntry = (id: number | null) =>
  useRead(id ? endpoint<typeof activityEntryResponse>(API.activityEntry(id)) : null);

export type ActorOption = ActivityActorOption;

/** Users whose username contains `q`, for the Actor filter; `stale` while the answer belongs to an older text (as
 * the employee pickers do, so Enter never takes a user the text no longer names). */
export function useActorSearch(typed: string, q: string) {
  const text = q.trim();
  const res = useRead(text ? actors : null, { q: text }, { keepPreviousData: true });
  const options: ActorOption[] = res.data?.data ?? [];
  return { options, stale: typed.trim() !== text || res.isLoading };
}

export async function exportActivityLog(query: LogExportQuery): Promise<void> {
  const res = await withServerMessage(() => http.raw<Blob, 'blob'>(urlOf(exported, query), { responseType: 'blob' }));
  saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), `activity-log.${query.format ?? 'xlsx'}`));
}
