// The payroll area's reads and writes (contract/api/routes/payroll.ts), typed from the contract's routes:
// runs, one run, the preview, payslips, pay lines and the rules; generate, regenerate, approve; pay line writes;
// the run's files (report.xlsx, the bank transfer .csv, the payslips .zip) and one payslip's PDF.
import type { z } from 'zod';
import type {
  GenerateBody,
  PayLineBody,
  payLineListQuery,
  payrollListResponse,
  payslipListQuery,
  previewQuery,
} from '../../../../contract/api/payroll.ts';
import { dashboard } from '../../../../contract/api/routes/dashboard.ts';
import { payLines, payroll } from '../../../../contract/api/routes/payroll.ts';
import { payrollStatutoryFiles } from '../../../../contract/api/routes/payroll-files.ts';
import type { PayrollDownload } from '../../../../commands/areas/payroll/payroll-commands.ts';
import { call, http, urlOf, useRead, type QueryOf } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export type RunsResult = z.infer<typeof payrollListResponse>;
export type PayslipsQuery = QueryOf<typeof payslipListQuery>;
export type PayLinesQuery = QueryOf<typeof payLineListQuery>;

/** The newest runs first, at most 100 (8 years of months): the list, the trend and the month pickers read it. */
const RUNS_QUERY = { page: 1, limit: 100 } as const;
export const fetchRuns = () => call(payroll.list, { query: RUNS_QUERY });
export const useRuns = (enabled = true) => useRead(payroll.list, enabled ? { query: RUNS_QUERY } : null);

export const useRun = (id: number | null) => useRead(payroll.get, id ? { params: { id } } : null);

/** The preview is computed afresh each time it is asked for (never served from an older answer). */
export const usePreview = (query: QueryOf<typeof previewQuery> | null) =>
  useRead(payroll.preview, query ? { query } : null, {
    revalidateOnFocus: false,
    revalidateOnMount: true,
    shouldRetryOnError: false,
  });

export const usePayslips = (query: PayslipsQuery | null) =>
  useRead(payroll.payslips, query ? { query } : null, { keepPreviousData: true });

export const usePayslip = (id: number | null) => useRead(payroll.payslip, id ? { params: { id } } : null);

/** Pay lines whose name or employee holds the needle, for the palette's picker (the list has no text search: the
 * newest 100 are filtered here). */
export async function fetchPayLines(needle: string) {
  const lines = (await call(payLines.list, { query: { page: 1, limit: 100 } })).data;
  return needle
    ? lines.filter((l) => `${l.name} ${l.employee?.name ?? 'everyone'}`.toLowerCase().includes(needle))
    : lines;
}

export const usePayLines = (query: PayLinesQuery) => useRead(payLines.list, { query }, { keepPreviousData: true });
export const usePayLine = (id: number | null) =>
  useRead(payLines.get, id ? { params: { id } } : null, { revalidateOnMount: true });

/** Every read a change to a run can alter. */
const RUN_STALE = [payroll.list, payroll.payslips, dashboard.get];

async function refreshRuns() {
  await Promise.all(RUN_STALE.map((prefix) => revalidate(prefix)));
}

export async function generateRun(body: GenerateBody) {
  const res = await call(payroll.generate, { body });
  await refreshRuns();
  return res;
}

export async function regenerateRun(id: number): Promise<string> {
  const res = await call(payroll.regenerate, { params: { id }, body: {} });
  await refreshRuns();
  return res.message;
}

export async function approveRun(id: number): Promise<string> {
  const res = await call(payroll.approve, { params: { id } });
  await refreshRuns();
  return res.message;
}

export function savePayLine(id: number | null, body: PayLineBody) {
  return id
    ? sendAndRevalidate(payLines.update, { params: { id }, body }, [payLines.list])
    : sendAndRevalidate(payLines.create, { body }, [payLines.list]);
}

export const deletePayLine = (id: number) => sendAndRevalidate(payLines.remove, { params: { id } }, [payLines.list]);

async function download(url: string, fallback: string) {
  const res = await http.raw<Blob, 'blob'>(url, { responseType: 'blob' });
  saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), fallback));
}

const FILES: Record<PayrollDownload, (id: number) => [string, string]> = {
  report: (id) => [urlOf(payroll.export, { params: { id } }), 'report.xlsx'],
  bank: (id) => [urlOf(payroll.bankTransfer, { params: { id } }), `bank-transfer-${id}.csv`],
  payslips: (id) => [urlOf(payroll.payslipsZip, { params: { id } }), `payslips-${id}.zip`],
  taxReturn: (id) => [urlOf(payrollStatutoryFiles.taxReturn, { params: { id } }), `tax-return-${id}.xlsx`],
  nssfList: (id) => [urlOf(payrollStatutoryFiles.nssfList, { params: { id } }), `nssf-contributions-${id}.xlsx`],
  labourLedger: (id) => [urlOf(payrollStatutoryFiles.labourLedger, { params: { id } }), `payroll-ledger-${id}.xlsx`],
};

export const downloadRunFile = (id: number, file: PayrollDownload) => download(...FILES[file](id));
export const downloadPayslipPdf = (id: number) =>
  download(urlOf(payroll.payslipPdf, { params: { id } }), `payslip-${id}.pdf`);
