// The attendance area's reads and writes (contract/api/routes/attendance.ts), typed from the contract's routes:
// the daily list, one day's record, the monthly sheet, the settings; corrections, closing and reopening a period,
// the settings and both exports.
import type { z } from 'zod';
import type {
  AttendanceCorrectionBody,
  SettingsBody,
  attendanceExportQuery,
  attendanceListQuery,
  attendanceListResponse,
  sheetExportQuery,
  sheetQuery,
  sheetResponse,
} from '../../../../contract/api/attendance.ts';
import { MAX_LIMIT } from '../../../../contract/api/base.ts';
import { attendance } from '../../../../contract/api/routes/attendance.ts';
import { dashboard } from '../../../../contract/api/routes/dashboard.ts';
import { offices } from '../../../../contract/api/routes/offices.ts';
import { postClockRequests } from '../../../../contract/api/routes/requests.ts';
import { call, http, urlOf, useRead, type QueryOf } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob, withServerMessage } from '../../../lib/download.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export type DailyQuery = QueryOf<typeof attendanceListQuery>;
export type DailyResult = z.infer<typeof attendanceListResponse>;
export type SheetQueryOf = QueryOf<typeof sheetQuery>;
export type SheetResult = z.infer<typeof sheetResponse>;
export type DailyExportQuery = QueryOf<typeof attendanceExportQuery>;
export type SheetExportQueryOf = QueryOf<typeof sheetExportQuery>;

/** Every list, sheet and figure a change to attendance can alter. */
const STALE = [attendance.list, dashboard.get];

export const fetchDaily = (query: DailyQuery) => call(attendance.list, { query });
export const useDaily = (query: DailyQuery) => useRead(attendance.list, { query }, { keepPreviousData: true });
export const useSheet = (query: SheetQueryOf | null) =>
  useRead(attendance.sheet, query ? { query } : null, { keepPreviousData: true });

export function useAttendanceRecord(id: number | null) {
  // Always fresh: a correction starts from what the server holds now.
  return useRead(attendance.get, id ? { params: { id } } : null, { revalidateOnMount: true });
}

/** The offices an office schedule can be for (a company has a handful: one page of the largest size). */
export const useOfficeChoices = (enabled: boolean) =>
  useRead(offices.list, enabled ? { query: { page: 1, limit: MAX_LIMIT } } : null);

/** The periods (current and closed), for the month pickers of closing and reopening. */
export const fetchAttendanceSettings = () => call(attendance.settings);

/** What still blocks a clean close of the month, read afresh each time the close dialog opens. */
/** The same, for the palette's "Missing punches…". */
export const fetchCloseBlockers = (month: string) => call(attendance.closeBlockers, { query: { month } });
export const useCloseBlockers = (month: string) =>
  useRead(attendance.closeBlockers, { query: { month } }, { revalidateOnMount: true });

/** An employee's post clock requests still pending for a day (none read without the permission to see them). */
export const usePendingPostClock = (employeeId: number, date: string) =>
  useRead(
    postClockRequests.list,
    { query: { employee_id: employeeId, from: date, to: date, status: 'pending', page: 1, limit: 5 } },
    { shouldRetryOnError: false },
  );

export const useAttendanceSettings = (enabled = true) =>
  useRead(attendance.settings, enabled ? {} : null, { revalidateOnMount: true });

async function refresh() {
  await Promise.all(STALE.map((prefix) => revalidate(prefix)));
}

/** A correction; one that settles post clock requests also changes their lists. */
export async function correctAttendance(id: number, body: AttendanceCorrectionBody): Promise<string> {
  const res = await call(attendance.correct, { params: { id }, body });
  await Promise.all([refresh(), body.settle_requests?.length ? revalidate(postClockRequests.list) : null]);
  return res.message;
}

export async function saveAttendanceSettings(body: SettingsBody): Promise<string> {
  const res = await call(attendance.updateSettings, { body });
  await Promise.all([refresh(), revalidate(attendance.settings)]);
  return res.message;
}

export async function setPeriodClosed(month: string, closed: boolean): Promise<string> {
  const res = await call(closed ? attendance.close : attendance.reopen, { body: { month } });
  await Promise.all([refresh(), revalidate(attendance.settings)]);
  return res.message;
}

async function download(url: string, fallback: string) {
  const res = await withServerMessage(() => http.raw<Blob, 'blob'>(url, { responseType: 'blob' }));
  saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), fallback));
}

export function exportDaily(query: DailyExportQuery): Promise<void> {
  return download(urlOf(attendance.export, { query }), `attendance.${query.format ?? 'xlsx'}`);
}

export function exportSheet(query: SheetExportQueryOf): Promise<void> {
  return download(urlOf(attendance.sheetExport, { query }), `attendance-sheet.xlsx`);
}
