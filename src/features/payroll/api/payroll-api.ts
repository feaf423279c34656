// The payroll area's reads and writes (contract/api/payroll.ts), typed from the contract's schemas as types only:
// runs, one run, the preview, payslips, pay lines and the rules; generate, regenerate, approve; pay line writes;
// the run's files (report.xlsx, the bank transfer .csv, the payslips .zip) and one payslip's PDF.
import type { z } from 'zod';
import type {
  GenerateBody,
  PayLineBody,
  payLineListQuery,
  payLineListResponse,
  payLineResponse,
  payrollListQuery,
  payrollListResponse,
  payrollResponse,
  payslipListQuery,
  payslipListResponse,
  payslipResponse,
  previewQuery,
  previewResponse,
} from '../../../../contract/api/payroll.ts';
import { API } from '../../../../contract/api/paths.ts';
import type { PayrollDownload } from '../../../../commands/areas/payroll/payroll-commands.ts';
import { apiSend, endpoint, fetchFrom, http, useRead, type QueryOf } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';
import { revalidate } from '../../../lib/revalidate.ts';

const runs = endpoint<typeof payrollListResponse, typeof payrollListQuery>(API.payrollRuns);
const preview = endpoint<typeof previewResponse, typeof previewQuery>(API.payrollPreview);
const payslips = endpoint<typeof payslipListResponse, typeof payslipListQuery>(API.payslips);
const payLines = endpoint<typeof payLineListResponse, typeof payLineListQuery>(API.payLines);

export type RunsResult = z.infer<typeof payrollListResponse>;
export type PayslipsQuery = QueryOf<typeof payslipListQuery>;
export type PayLinesQuery = QueryOf<typeof payLineListQuery>;

/** The newest runs first, at most 100 (8 years of months): the list, the trend and the month pickers read it. */
const RUNS_QUERY = { page: 1, limit: 100 } as const;
export const fetchRuns = () => fetchFrom(runs, RUNS_QUERY);
export const useRuns = (enabled = true) => useRead(enabled ? runs : null, RUNS_QUERY);

export const useRun = (id: number | null) => useRead(id ? endpoint<typeof payrollResponse>(API.payrollRun(id)) : null);

/** The preview is computed afresh each time it is asked for (never served from an older answer). */
export const usePreview = (query: QueryOf<typeof previewQuery> | null) =>
  useRead(query ? preview : null, query ?? undefined, {
    revalidateOnFocus: false,
    revalidateOnMount: true,
    shouldRetryOnError: false,
  });

export const usePayslips = (query: PayslipsQuery | null) =>
  useRead(query ? payslips : null, query ?? undefined, { keepPreviousData: true });

export const usePayslip = (id: number | null) => useRead(id ? endpoint<typeof payslipResponse>(API.payslip(id)) : null);

/** Pay lines whose name or employee holds the needle, for the palette's picker (the list has no text search: the
 * newest 100 are filtered here). */
export async function fetchPayLines(needle: string) {
  const lines = (await fetchFrom(payLines, { page: 1, limit: 100 })).data;
  return needle
    ? lines.filter((l) => `${l.name} ${l.employee?.name ?? 'everyone'}`.toLowerCase().includes(needle))
    : lines;
}

export const usePayLines = (query: PayLinesQuery) => useRead(payLines, query, { keepPreviousData: true });
export const usePayLine = (id: number | null) =>
  useRead(id ? endpoint<typeof payLineResponse>(API.payLine(id)) : null, undefined, { revalidateOnMount: true });

/** Every read a change to a run can alter. */
const RUN_STALE = [API.payrollRuns, API.payslips, API.dashboard];

async function refreshRuns() {
  await Promise.all(RUN_STALE.map((prefix) => revalidate(prefix)));
}

export async function generateRun(body: GenerateBody) {
  const res = await apiSend<typeof payrollResponse>('POST', API.payrollGenerate, body);
  await refreshRuns();
  return res;
}

export async function regenerateRun(id: number): Promise<string> {
  const res = await apiSend<typeof payrollResponse>('POST', API.payrollRegenerate(id), {});
  await refreshRuns();
  return res.message;
}

export async function approveRun(id: number): Promise<string> {
  const res = await apiSend<typeof payrollResponse>('POST', API.payrollApprove(id));
  await refreshRuns();
  return res.message;
}

export function savePayLine(id: number | null, body: PayLineBody) {
  return id
    ? sendAndRevalidate('PATCH', API.payLine(id), [API.payLines], body)
    : sendAndRevalidate('POST', API.payLines, [API.payLines], body);
}

export const deletePayLine = (id: number) => sendAndRevalidate('DELETE', API.payLine(id), [API.payLines]);

async function download(url: string, fallback: string) {
  const res = await http.raw<Blob, 'blob'>(url, { responseType: 'blob' });
  saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), fallback));
}

const FILES: Record<PayrollDownload, (id: number) => [string, string]> = {
  report: (id) => [API.payrollExport(id), 'report.xlsx'],
  bank: (id) => [API.payrollBankFile(id), `bank-transfer-${id}.csv`],
  payslips: (id) => [API.payrollPayslipsZip(id), `payslips-${id}.zip`],
};

export const downloadRunFile = (id: number, file: PayrollDownload) => download(...FILES[file](id));
export const downloadPayslipPdf = (id: number) => download(API.payslipPdf(id), `payslip-${id}.pdf`);
