// The attendance area's reads and writes (contract/api/attendance.ts), typed from the contract's schemas as
// types only: the daily list, one day's record, the monthly sheet, the settings; corrections, closing and
// reopening a period, the settings and both exports.
import type { z } from 'zod';
import type {
  AttendanceCorrectionBody,
  SettingsBody,
  attendanceExportQuery,
  attendanceListQuery,
  attendanceListResponse,
  attendanceResponse,
  periodResponse,
  settingsResponse,
  sheetExportQuery,
  sheetQuery,
  sheetResponse,
} from '../../../../contract/api/attendance.ts';
import type { closeBlockersQuery, closeBlockersResponse } from '../../../../contract/api/attendance-close.ts';
import type { officeListQuery, officeListResponse } from '../../../../contract/api/organisation.ts';
import { MAX_LIMIT } from '../../../../contract/api/base.ts';
import { API } from '../../../../contract/api/paths.ts';
import { postClockRequests } from '../../../../contract/api/routes/requests.ts';
import { apiSend, endpoint, fetchFrom, http, urlOf, useRead, type QueryOf } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob, withServerMessage } from '../../../lib/download.ts';
import { revalidate } from '../../../lib/revalidate.ts';

const daily = endpoint<typeof attendanceListResponse, typeof attendanceListQuery>(API.attendance);
const sheet = endpoint<typeof sheetResponse, typeof sheetQuery>(API.attendanceSheet);
const settings = endpoint<typeof settingsResponse>(API.attendanceSettings);
// Files, not JSON: only their queries are typed.
const dailyExport = endpoint<typeof attendanceListResponse, typeof attendanceExportQuery>(API.attendanceExport);
const sheetExport = endpoint<typeof sheetResponse, typeof sheetExportQuery>(API.attendanceSheetExport);

export type DailyQuery = QueryOf<typeof attendanceListQuery>;
export type DailyResult = z.infer<typeof attendanceListResponse>;
export type SheetQueryOf = QueryOf<typeof sheetQuery>;
export type SheetResult = z.infer<typeof sheetResponse>;
export type DailyExportQuery = QueryOf<typeof attendanceExportQuery>;
export type SheetExportQueryOf = QueryOf<typeof sheetExportQuery>;

/** Every list, sheet and figure a change to attendance can alter. */
const STALE = [API.attendance, API.dashboard];

export const fetchDaily = (query: DailyQuery) => fetchFrom(daily, query);
export const useDaily = (query: DailyQuery) => useRead(daily, query, { keepPreviousData: true });
export const useSheet = (query: SheetQueryOf | null) =>
  useRead(query ? sheet : null, query ?? undefined, { keepPreviousData: true });

export function useAttendanceRecord(id: number | null) {
  // Always fresh: a correction starts from what the server holds now.
  return useRead(id ? endpoint<typeof attendanceResponse>(API.attendanceRecord(id)) : null, undefined, {
    revalidateOnMount: true,
  });
}

const offices = endpoint<typeof officeListResponse, typeof officeListQuery>(API.offices);
/** The offices an office schedule can be for (a company has a handful: one page of the largest size). */
export const useOfficeChoices = (enabled: boolean) => useRead(enabled ? offices : null, { page: 1, limit: MAX_LIMIT });

/** The periods (current and closed), for the month pickers of closing and reopening. */
export const fetchAttendanceSettings = () => fetchFrom(settings);

const closeBlockers = endpoint<typeof closeBlockersResponse, typeof closeBlockersQuery>(
  `${API.attendanceClose}/blockers`,
);
/** What still blocks a clean close of the month, read afresh each time the close dialog opens. */
/** The same, for the palette's "Missing punches…". */
export const fetchCloseBlockers = (month: string) => fetchFrom(closeBlockers, { month });
export const useCloseBlockers = (month: string) => useRead(closeBlockers, { month }, { revalidateOnMount: true });

/** An employee's post clock requests still pending for a day (none read without the permission to see them). */
export const usePendingPostClock = (employeeId: number, date: string) =>
  useRead(
    postClockRequests.list,
    { query: { employee_id: employeeId, from: date, to: date, status: 'pending', page: 1, limit: 5 } },
    { shouldRetryOnError: false },
  );

export const useAttendanceSettings = (enabled = true) =>
  useRead(enabled ? settings : null, undefined, { revalidateOnMount: true });

async function refresh() {
  await Promise.all(STALE.map((prefix) => revalidate(prefix)));
}

/** A correction; one that settles post clock requests also changes their lists. */
export async function correctAttendance(id: number, body: AttendanceCorrectionBody): Promise<string> {
  const res = await apiSend<typeof attendanceResponse>('PATCH', API.attendanceRecord(id), body);
  await Promise.all([refresh(), body.settle_requests?.length ? revalidate(postClockRequests.list) : null]);
  return res.message;
}

export async function saveAttendanceSettings(body: SettingsBody): Promise<string> {
  const res = await apiSend<typeof settingsResponse>('PATCH', API.attendanceSettings, body);
  await Promise.all([refresh(), revalidate(API.attendanceSettings)]);
  return res.message;
}

export async function setPeriodClosed(month: string, closed: boolean): Promise<string> {
  const res = await apiSend<typeof periodResponse>('POST', closed ? API.attendanceClose : API.attendanceReopen, {
    month,
  });
  await Promise.all([refresh(), revalidate(API.attendanceSettings)]);
  return res.message;
}

async function download(url: string, fallback: string) {
  const res = await withServerMessage(() => http.raw<Blob, 'blob'>(url, { responseType: 'blob' }));
  saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), fallback));
}

export function exportDaily(query: DailyExportQuery): Promise<void> {
  return download(urlOf(dailyExport, query), `attendance.${query.format ?? 'xlsx'}`);
}

export function exportSheet(query: SheetExportQueryOf): Promise<void> {
  return download(urlOf(sheetExport, query), `attendance-sheet.xlsx`);
}
