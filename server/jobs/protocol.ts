// The messages between the request thread (runner.ts) and a job's worker thread (worker.ts).
import type { Validator } from '../../contract/api/common.ts';
import type { Database } from '../db/database.ts';

/** What a worker is started with: where the data is (it opens its own connection there). */
export interface WorkerData {
  source: Database['source'];
}

// A worker runs one job at a time; after `meta` (not streamed), `end`, `refused` or `failed` it is free again.
export type FromWorker =
  /** Where the job has got to (its own plain data), before its answer: passed on to the request as it comes. */
  | { type: 'progress'; data: unknown }
  /** The job's answer; its bytes with it, or (streamed) in the chunks that follow, up to `end`. */
  | { type: 'meta'; meta: unknown; streamed: boolean; bytes?: Uint8Array }
  | { type: 'chunk'; bytes: Uint8Array }
  | { type: 'end' }
  /** The job refused (an AppError): answered as the request thread would have. */
  | {
      type: 'refused';
      statusCode: number;
      message: string;
      validators?: Validator[];
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
    }
  /** Any other error, with its code (a database's) for the error handler. */
  | { type: 'failed'; code?: string; message: string };

export type ToWorker =
  /** Run this job. */
  | { type: 'job'; name: string; args: unknown }
  /** The request thread has passed one more chunk on: the worker may post another. */
  | { type: 'more' };
