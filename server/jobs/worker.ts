// A job worker thread: opens its own connection to the database the app serves (at its first job) and runs the
// jobs it is sent, one at a time, posting back what each answers: any progress it reports as it goes, `meta`,
// then the file's bytes (a stream in chunks, at most a few ahead of what the request thread has passed on), then
// `end`. A refusal (AppError) or an error with a database code is posted for the request's error handler to
// answer as on the request thread. The request thread terminates the worker when a client goes away from a job
// that may stop; a job that writes does so in transactions, and the thread's end closes its connection, so an
// open one is rolled back.
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase, type Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { JOBS, type JobName, type JobOutput, type Progress } from './job-list.ts';
import type { FromWorker, ToWorker, WorkerData } from './protocol.ts';

/** Chunks posted and not yet passed on by the request thread before the worker waits. */
const CHUNKS_AHEAD = 4;

const port = parentPort!;
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
let db: Database | undefined;

let credit = CHUNKS_AHEAD;
let more: (() => void) | undefined;
port.on('message', (message: ToWorker) => {
  if (message.type === 'job') return void run(message.name as JobName, message.args);
  credit += 1;
  more?.();
});

async function send(bytes: Buffer): Promise<void> {
  while (credit === 0) await new Promise<void>((resolve) => (more = resolve));
  credit -= 1;
  // A copy the worker hands over whole: the chunk may share a pooled buffer with others.
  const copy = new Uint8Array(bytes);
  post({ type: 'chunk', bytes: copy }, [copy.buffer as ArrayBuffer]);
}

async function run(name: JobName, args: unknown): Promise<void> {
  credit = CHUNKS_AHEAD;
  try {
    const { source } = workerData as WorkerData;
    db ??= openDatabase(source.url, { schema: source.schema });
    const job = JOBS[name] as (db: Database, args: unknown, progress: Progress) => Promise<JobOutput<unknown>>;
    const { meta, body } = await job(db, args, (data) => post({ type: 'progress', data }));
    if (body instanceof Readable) {
      post({ type: 'meta', meta, streamed: true });
      for await (const chunk of body) await send(Buffer.from(chunk as Uint8Array));
      post({ type: 'end' });
    } else {
      const bytes = body === undefined ? undefined : typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      const copy = bytes && new Uint8Array(bytes);
      post({ type: 'meta', meta, streamed: false, bytes: copy }, copy ? [copy.buffer as ArrayBuffer] : []);
    }
  } catch (error) {
    if (error instanceof AppError) {
      const { statusCode, message, validators, headers, details } = error;
      post({ type: 'refused', statusCode, message, validators, headers, details });
    } else {
      const { code, message } = error as { code?: unknown; message?: unknown };
      post({ type: 'failed', code: typeof code === 'string' ? code : undefined, message: String(message ?? error) });
    }
  }
}
