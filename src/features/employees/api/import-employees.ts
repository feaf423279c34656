// POST /employee/import through lib/streamed-upload.ts: upload progress, then the server's NDJSON progress lines
// as they arrive; every way the call can end becomes one ImportOutcome the dialog can show.
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  importLine,
  importRefusal,
  importResult,
  importTemplateCsv,
  type ImportIssue,
} from '../../../../contract/api/employee-import.ts';
import { errorSchema } from '../../../../contract/api/common.ts';
import { API } from '../../../../contract/api/paths.ts';
import { TOAST } from '../../../../contract/messages.ts';
import { saveBlob } from '../../../lib/download.ts';
import { revalidate } from '../../../lib/revalidate.ts';
import { fileKind, uploadStreamed, type UploadProgress } from '../../../lib/streamed-upload.ts';

export type ImportProgress = UploadProgress;

export type ImportOutcome =
  | { ok: true; message: string; imported: number }
  | { ok: false; message: string; report: ImportIssue[]; refusedRows: number; totalRows: number; truncated: boolean };

export const LOST_CONNECTION =
  'The connection was lost before the import finished. Check the employee list before importing the file again.';
export const NOT_SENT = 'The file could not be sent. Nothing was imported.';

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

export function importEmployees(file: File, onProgress: (p: ImportProgress) => void): Promise<ImportOutcome> {
  return uploadStreamed<ImportOutcome>({
    url: API.employeesImport,
    file,
    onProgress,
    outcomeOf,
    lost: (uploaded) => refusedWith(uploaded ? LOST_CONNECTION : NOT_SENT),
    readLine: (value) => {
      const line = importLine.safeParse(value);
      if (!line.success) return null;
      return line.data.type === 'progress' ? line.data : { status: line.data.status, body: line.data.body };
    },
  }).then((outcome) => {
    if (outcome.ok)
      void Promise.all([revalidate(API.employees), revalidate(API.departments), revalidate(API.dashboard)]);
    return outcome;
  });
}
