// POST /attendance/import through lib/file-import.ts: the upload's progress, then the server's progress
// lines (reading, inserting, deriving) as they arrive, then one outcome: how many punches went in and how many
// it already had, or the row-by-row report of a refused file (nothing written).
import {
  PUNCH_IMPORT_COLUMNS,
  PUNCH_IMPORT_MAX_BYTES,
  PUNCH_IMPORT_MESSAGES,
  punchImportLine,
  punchImportResult,
} from '../../../../contract/api/attendance.ts';
import { attendance } from '../../../../contract/api/routes/attendance.ts';
import { dashboard } from '../../../../contract/api/routes/dashboard.ts';
import { saveBlob } from '../../../lib/download.ts';
import { revalidate } from '../../../lib/revalidate.ts';
import { fileProblemOf, importFile, type ImportOutcomeOf } from '../../../lib/file-import.ts';
import type { UploadProgress } from '../../../lib/streamed-upload.ts';

export type PunchImportOutcome = ImportOutcomeOf<{ imported: number; skipped: number }>;

export const LOST_CONNECTION =
  'The connection was lost before the import finished. Import the same file again: punches already recorded are skipped.';

/** What the browser can refuse before sending anything, with the server's own messages. */
export const punchFileProblem = (file: File): string | null =>
  fileProblemOf(file, PUNCH_IMPORT_MAX_BYTES, PUNCH_IMPORT_MESSAGES);

export function downloadPunchTemplate(): void {
  const header = `${PUNCH_IMPORT_COLUMNS.map((c) => c.name).join(',')}\r\n`;
  saveBlob(new Blob([header], { type: 'text/csv;charset=utf-8' }), 'punch-import-template.csv');
}

export async function importPunches(file: File, onProgress: (p: UploadProgress) => void): Promise<PunchImportOutcome> {
  const outcome = await importFile<{ imported: number; skipped: number }>({
    url: attendance.import.path,
    file,
    lines: punchImportLine,
    lostConnection: LOST_CONNECTION,
    onProgress,
    done: (body) => {
      const done = punchImportResult.safeParse(body);
      return done.success ? { message: done.data.message, ...done.data.data } : null;
    },
  });
  if (outcome.ok) void Promise.all([revalidate(attendance.list), revalidate(dashboard.get)]);
  return outcome;
}
