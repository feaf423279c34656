// The activity log's reads (contract/api/routes/activity-log.ts), typed from the contract's routes: a
// filtered page, one entry, the users the Actor filter offers, and the export of what the filters show.
import type {
  ActivityActorOption,
  activityLogExportQuery,
  activityLogQuery,
} from '../../../../contract/api/activity-log.ts';
import { activityLog } from '../../../../contract/api/routes/activity-log.ts';
import { call, http, urlOf, useRead, type QueryOf } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob, withServerMessage } from '../../../lib/download.ts';

export type LogQuery = QueryOf<typeof activityLogQuery>;
export type LogExportQuery = QueryOf<typeof activityLogExportQuery>;

// Entries never change, but new ones arrive: a page is read again when the user comes back to it.
export const useActivityLog = (query: LogQuery | null) =>
  useRead(activityLog.list, query ? { query } : null, { keepPreviousData: true });

export const fetchActivityLog = (query: LogQuery) => call(activityLog.list, { query });

export const useActivityEntry = (id: number | null) => useRead(activityLog.get, id ? { params: { id } } : null);

export type ActorOption = ActivityActorOption;

/** Users whose username contains `q`, for the Actor filter; `stale` while the answer belongs to an older text (as
 * the employee pickers do, so Enter never takes a user the text no longer names). */
export function useActorSearch(typed: string, q: string) {
  const text = q.trim();
  const res = useRead(activityLog.actors, text ? { query: { q: text } } : null, { keepPreviousData: true });
  const options: ActorOption[] = res.data?.data ?? [];
  return { options, stale: typed.trim() !== text || res.isLoading };
}

export async function exportActivityLog(query: LogExportQuery): Promise<void> {
  const res = await withServerMessage(() =>
    http.raw<Blob, 'blob'>(urlOf(activityLog.export, { query }), { responseType: 'blob' }),
  );
  saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), `activity-log.${query.format ?? 'xlsx'}`));
}
