// POST /deduction/import?month= through lib/file-import.ts, as the employee import: the upload's progress, the
// server's progress lines, then how many pay lines went in, or the row-by-row report of a refused file (nothing
// written).
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  importLine,
  importResult,
} from '../../../../contract/api/employee-import.ts';
import { PAY_LINE_IMPORT_COLUMNS, PAY_LINE_IMPORT_MESSAGES } from '../../../../contract/api/payroll.ts';
import { payLines } from '../../../../contract/api/routes/payroll.ts';
import { urlOf } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';
import { fileProblemOf, importFile, type ImportOutcomeOf } from '../../../lib/file-import.ts';
import { revalidate } from '../../../lib/revalidate.ts';
import type { UploadProgress } from '../../../lib/streamed-upload.ts';

export type PayLineImportOutcome = ImportOutcomeOf<{ imported: number }>;

const LOST_CONNECTION =
  'The connection was lost before the import finished. Look at the pay lines of the month before importing the file again.';

/** What the browser can refuse before sending anything, in the server's words. */
export const payLineFileProblem = (file: File): string | null =>
  fileProblemOf(file, IMPORT_MAX_BYTES, { ...IMPORT_MESSAGES, empty: PAY_LINE_IMPORT_MESSAGES.empty });

export function downloadPayLineTemplate(): void {
  const header = `${PAY_LINE_IMPORT_COLUMNS.map((c) => c.name).join(',')}\r\n`;
  saveBlob(new Blob([header], { type: 'text/csv;charset=utf-8' }), 'pay-line-import-template.csv');
}

export const importPayLines =
  (month: string) =>
  async (file: File, onProgress: (p: UploadProgress) => void): Promise<PayLineImportOutcome> => {
    const outcome = await importFile<{ imported: number }>({
      url: urlOf(payLines.import, { query: { month } }),
      file,
      lines: importLine,
      lostConnection: LOST_CONNECTION,
      onProgress,
      done: (body) => {
        const done = importResult.safeParse(body);
        return done.success ? { message: done.data.message, ...done.data.data } : null;
      },
    });
    if (outcome.ok) void revalidate(payLines.list);
    return outcome;
  };
