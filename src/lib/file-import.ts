// A file import as the console's imports answer it (the employee and punch imports): the file streamed with
// progress (streamed-upload.ts), then one outcome read through the contract's schemas: done (with the
// import's own figures), or refused with the row-by-row report (nothing written), or any other error's
// message. A body of another shape is an unknown error, never a guess.
import type { z } from 'zod';
import { errorSchema } from '../../contract/api/common.ts';
import { importRefusal, type ImportIssue } from '../../contract/api/employee-import.ts';
import { TOAST } from '../../contract/messages.ts';
import { fileKind, uploadStreamed, type UploadProgress } from './streamed-upload.ts';

export interface ImportRefused {
  ok: false;
  message: string;
  report: ImportIssue[];
  refusedRows: number;
  totalRows: number;
  truncated: boolean;
}
export type ImportOutcomeOf<Done> = ({ ok: true; message: string } & Done) | ImportRefused;

export const NOT_SENT = 'The file could not be sent. Nothing was imported.';

export const refusedWith = (message: string): ImportRefused => ({
  ok: false,
  message,
  report: [],
  refusedRows: 0,
  totalRows: 0,
  truncated: false,
});

/** What the browser can refuse before sending anything, in the server's own words. */
export function fileProblemOf(
  file: File,
  maxBytes: number,
  messages: { wrongType: string; tooLarge: string; empty: string },
): string | null {
  if (!fileKind(file.name)) return messages.wrongType;
  if (file.size > maxBytes) return messages.tooLarge;
  if (file.size === 0) return messages.empty;
  return null;
}

/** The lines of a streamed import answer, as the contract declares them. */
type ImportLine =
  | { type: 'progress'; done: number; total: number; phase?: string }
  | { type: 'result'; status: number; body: { message: string } };

export interface FileImport<Done> {
  url: string;
  file: File;
  lines: z.ZodType<ImportLine>;
  /** The success body (201) as the import's figures, or null when it is not one. */
  done(body: unknown): ({ message: string } & Done) | null;
  /** Said when the connection dropped after the file was sent (the import may or may not have finished). */
  lostConnection: string;
  onProgress(progress: UploadProgress): void;
}

export function importFile<Done>(options: FileImport<Done>): Promise<ImportOutcomeOf<Done>> {
  const { url, file, lines, done, lostConnection, onProgress } = options;
  const outcomeOf = (status: number, body: unknown): ImportOutcomeOf<Done> => {
    const success = status === 201 ? done(body) : null;
    if (success) return { ok: true, ...success };
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
  };
  return uploadStreamed<ImportOutcomeOf<Done>>({
    url,
    file,
    onProgress,
    outcomeOf,
    lost: (uploaded) => refusedWith(uploaded ? lostConnection : NOT_SENT),
    readLine: (value) => {
      const line = lines.safeParse(value);
      if (!line.success) return null;
      return line.data.type === 'progress' ? line.data : { status: line.data.status, body: line.data.body };
    },
  });
}
