// A file sent as a request's body with XMLHttpRequest (fetch reports no upload progress), its answer read as
// NDJSON progress lines while the server works (`Accept: application/x-ndjson`), or as one JSON answer. Every
// way the call can end becomes one outcome of the caller's kind. Used by the employee and punch imports.
import { roles } from '../../contract/api/routes/roles.ts';
import { http } from './api-client.ts';
import { session } from './session.ts';

export const NDJSON_TYPE = 'application/x-ndjson';
export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type UploadProgress =
  | { phase: 'uploading'; loaded: number; total: number }
  | { phase: 'checking' }
  /** The server at work: `step` is its own name for what it is counting (inserting, reading, deriving…). */
  | { phase: 'inserting'; done: number; total: number; step?: string };

/** What one streamed line says: progress, the final answer (its status and body), or nothing known. */
export type StreamedLine = { done: number; total: number; phase?: string } | { status: number; body: unknown } | null;

export interface StreamedUploadOptions<Outcome> {
  url: string;
  file: File;
  /** Reads one parsed line of the streamed answer (through the contract's schema). */
  readLine(value: unknown): StreamedLine;
  /** The outcome of a JSON answer: the final line's, or the whole body of a non-streamed one. */
  outcomeOf(status: number, body: unknown): Outcome;
  /** The outcome when the connection failed: before the file was sent, or after. */
  lost(uploaded: boolean): Outcome;
  onProgress(progress: UploadProgress): void;
}

export function fileKind(name: string): 'csv' | 'xlsx' | null {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' ? extension : null;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function uploadStreamed<Outcome>(options: StreamedUploadOptions<Outcome>): Promise<Outcome> {
  const { url, file, readLine, outcomeOf, lost, onProgress } = options;
  const kind = fileKind(file.name) ?? 'csv';
  return new Promise<Outcome>((resolve) => {
    const xhr = new XMLHttpRequest();
    let uploaded = false;
    let read = 0;
    let result: Outcome | null = null;

    const readLines = () => {
      const text = xhr.responseText;
      let end: number;
      while ((end = text.indexOf('\n', read)) >= 0) {
        const line = readLine(parseJson(text.slice(read, end)));
        read = end + 1;
        if (!line) continue;
        if ('done' in line) onProgress({ phase: 'inserting', done: line.done, total: line.total, step: line.phase });
        else result = outcomeOf(line.status, line.body);
      }
    };

    xhr.open('POST', url);
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
    xhr.onerror = () => resolve(lost(uploaded));
    xhr.onload = () => {
      if (xhr.status === 200) {
        readLines();
        resolve(result ?? lost(true));
      } else {
        // A dead session goes through the one client, which signs out and redirects like any other 401.
        if (xhr.status === 401) void http(roles.currentPermission.path).catch(() => {});
        resolve(outcomeOf(xhr.status, parseJson(xhr.responseText)));
      }
    };
    xhr.send(file);
  });
}
