// POST /employee/import through lib/file-import.ts: upload progress, then the server's NDJSON progress lines
// as they arrive; every way the call can end becomes one ImportOutcome the dialog can show.
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  importLine,
  importResult,
  importTemplateCsv,
} from '../../../../contract/api/employee-import.ts';
import { dashboard } from '../../../../contract/api/routes/dashboard.ts';
import { departments } from '../../../../contract/api/routes/departments.ts';
import { employees } from '../../../../contract/api/routes/employees.ts';
import { saveBlob } from '../../../lib/download.ts';
import { revalidate } from '../../../lib/revalidate.ts';
import { NOT_SENT, fileProblemOf, importFile, type ImportOutcomeOf } from '../../../lib/file-import.ts';
import type { UploadProgress } from '../../../lib/streamed-upload.ts';

export type ImportProgress = UploadProgress;

export type ImportOutcome = ImportOutcomeOf<{ imported: number }>;

export const LOST_CONNECTION =
  'The connection was lost before the import finished. Check the employee list before importing the file again.';
export { NOT_SENT };

/** What the browser can refuse before sending anything, with the server's own messages. */
export const fileProblem = (file: File): string | null => fileProblemOf(file, IMPORT_MAX_BYTES, IMPORT_MESSAGES);

export function downloadImportTemplate(): void {
  saveBlob(new Blob([importTemplateCsv()], { type: 'text/csv;charset=utf-8' }), 'employee-import-template.csv');
}

export async function importEmployees(file: File, onProgress: (p: ImportProgress) => void): Promise<ImportOutcome> {
  const outcome = await importFile<{ imported: number }>({
    url: employees.import.path,
    file,
    lines: importLine,
    lostConnection: LOST_CONNECTION,
    onProgress,
    done: (body) => {
      const done = importResult.safeParse(body);
      return done.success ? { message: done.data.message, imported: done.data.data.imported } : null;
    },
  });
  if (outcome.ok) void Promise.all([employees.list, departments.list, dashboard.get].map((stale) => revalidate(stale)));
  return outcome;
}
