// POST /employee/import with XMLHttpRequest: fetch reports no upload progress. The server's NDJSON progress
// lines are read as they arrive; every way the call can end becomes one ImportOutcome the dialog can show.
import {
  CSV_TYPE,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  NDJSON_TYPE,
  XLSX_TYPE,
  importLine,
  importRefusal,
  importResult,
  importTemplateCsv,
  type ImportIssue,
} from '../../../../contract/api/employee-import.ts';
import { errorSchema } from '../../../../contract/api/common.ts';
import { API } from '../../../../contract/api/paths.ts';
import { TOAST } from '../../../../contract/messages.ts';
import { http } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';
import { revalidate } from '../../../lib/revalidate.ts';
import { session } from '../../../lib/session.ts';

export type ImportProgress =
  | { phase: 'uploading'; loaded: number; total: number }
  | { phase: 'checking' }
  | { phase: 'inserting'; done: number; total: number };

export type ImportOutcome =
  | { ok: true; message: string; imported: number }
  | { ok: false; message: string; report: ImportIssue[]; refusedRows: number; totalRows: number; truncated: boolean };

export const LOST_CONNECTION =
  'The connection was lost before the import finished. Check the employee list before importing the file again.';
export const NOT_SENT = 'The file could not be sent. Nothing was imported.';

export function fileKind(name: string): 'csv' | 'xlsx' | null {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' ? extension : null;
}

/** What the browser can refuse before sending anything, with the server's own messages. */
export function fileProblem(file: File): string | null {
  if (!fileKind(file.name)) return IMPORT_MESSAGES.wrongType;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_MESSAGES.tooLarge;
  if (file.size === 0) return IMPORT_MESSAGES.empty;
  return null;
}

export function downloadImportTemplate(): void {
  saveBlob(new Blob([importTemplateCsv()], { type: 'text/csv;charset=utf-8' }), 'employee-import-template.csv');
}

const refusedWith = (message: string): ImportOutcome => ({
  ok: false,
  message,
  report: [],
  refusedRows: 0,
  totalRows: 0,
  truncated: false,
});

/** The outcome of a JSON answer (a success, a refusal with its report, or any other error), read through the
 * contract's schemas: a body of another shape is an unknown error, never a guess. */
function outcomeOf(status: number, body: unknown): ImportOutcome {
  const done = status === 201 ? importResult.safeParse(body) : null;
  if (done?.success) return { ok: true, message: done.data.message, imported: done.data.data.imported };
  const report = importRefusal.safeParse(body);
  if (report.success) {
    const r = report.data;
    return {
      ok: false,
      message: r.message,
      report: r.report,
      refusedRows: r.refused_rows,
      totalRows: r.total_rows,
      truncated: r.truncated,
    };
  }
  const error = errorSchema.safeParse(body);
  return refusedWith(error.success && error.data.message ? error.data.message : TOAST.unknownError);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function importEmployees(file: File, onProgress: (p: ImportProgress) => void): Promise<ImportOutcome> {
  const kind = fileKind(file.name) ?? 'csv';
  return new Promise<ImportOutcome>((resolve) => {
    const xhr = new XMLHttpRequest();
    let uploaded = false;
    let read = 0;
    let result: ImportOutcome | null = null;

    const readLines = () => {
      const text = xhr.responseText;
      let end: number;
      while ((end = text.indexOf('\n', read)) >= 0) {
        const line = importLine.safeParse(parseJson(text.slice(read, end)));
        read = end + 1;
        if (!line.success) continue;
        if (line.data.type === 'progress')
          onProgress({ phase: 'inserting', done: line.data.done, total: line.data.total });
        else result = outcomeOf(line.data.status, line.data.body);
      }
    };

    xhr.open('POST', API.employeesImport);
    xhr.setRequestHeader('Content-Type', kind === 'xlsx' ? XLSX_TYPE : CSV_TYPE);
    xhr.setRequestHeader('Accept', `${NDJSON_TYPE}, application/json`);
    if (session.token) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);

    xhr.upload.onprogress = (e) =>
      onProgress({ phase: 'uploading', loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.upload.onload = () => {
      uploaded = true;
      onProgress({ phase: 'checking' });
    };
    xhr.onprogress = () => {
      if (xhr.status === 200) readLines();
    };
    xhr.onerror = () => resolve(refusedWith(uploaded ? LOST_CONNECTION : NOT_SENT));
    xhr.onload = () => {
      if (xhr.status === 200) {
        readLines();
        resolve(result ?? refusedWith(LOST_CONNECTION));
      } else {
        // A dead session goes through the one client, which signs out and redirects like any other 401.
        if (xhr.status === 401) void http(API.currentPermission).catch(() => {});
        resolve(outcomeOf(xhr.status, parseJson(xhr.responseText)));
      }
    };
    xhr.send(file);
  }).then((outcome) => {
    if (outcome.ok)
      void Promise.all([revalidate(API.employees), revalidate(API.departments), revalidate(API.dashboard)]);
    return outcome;
  });
}
