// Heavy work off the request thread: jobs run on worker threads (worker.ts), each with its own database
// connection, at most `size` at a time; a worker is kept a while after its job so the next one starts at once. A
// job reports its progress as it goes (an import's rows written) and answers plain data and a file. A job asked
// for over the bound is refused at once (503 with Retry-After) rather than queued. A job whose client goes away
// is stopped (its worker terminated); a worker that dies (its memory limit, a native fault) fails its own request
// with a 500 and nothing else, once what its job left half-written is cleared (clearAfterCrash).
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { ERRORS } from '../../contract/messages.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import type { JobArgs, JobMeta, JobName } from './job-list.ts';
import type { FromWorker, ToWorker, WorkerData } from './protocol.ts';

/** How long a worker waits for its next job before its thread ends. */
const IDLE_MS = 60_000;

/** How long a client refused over the bound is asked to wait: the files jobs build take a few seconds. */
export const RETRY_AFTER_SECONDS = 5;

export interface JobRunnerOptions {
  /** Where the data is: each worker opens its own connection to it (a SQLite file or a PostgreSQL schema). */
  source: Database['source'];
  /** Jobs at a time. */
  size: number;
  /** Each worker's JavaScript heap limit. */
  memoryMb: number;
  /** Told of a worker that stopped unexpectedly. */
  onCrash?: (error: Error, job: string) => void;
  /** Clears what the job of a worker that stopped unexpectedly left half-written (its writes name its thread),
   * once its thread has ended and before its request is failed, so the next request finds nothing in its way. */
  clearAfterCrash?: (threadId: number) => Promise<unknown>;
}

export interface RunOptions {
  /** Told each progress report the job posts before its answer. */
  onProgress?: (data: unknown) => void;
}

/** A job's answer: its plain data, and its file's bytes whole or as a stream that ends when the job does. */
export interface JobResult<M> {
  meta: M;
  body?: Buffer | Readable;
}

export class JobRunner {
  /** Workers waiting for a job, kept for IDLE_MS so the next job skips loading the code. */
  private readonly idle = new Set<Worker>();
  /** Workers running a job, or stopping after one, until their thread has exited. */
  private readonly busy = new Set<Worker>();
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private readonly drained: Array<() => void> = [];
  /** Since start: jobs stopped because their client went away, and workers that stopped unexpectedly. */
  readonly counts = { cancelled: 0, crashed: 0 };

  constructor(private readonly options: JobRunnerOptions) {}

  /** Jobs running now (a stopped job's worker counts until its thread has exited). */
  get running(): number {
    return this.busy.size;
  }

  /** Resolves once no job is running (its worker freed or exited). */
  settled(): Promise<void> {
    if (this.busy.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.drained.push(resolve));
  }

  /**
   * Runs a job on a worker. Rejects at once with a 503 when `size` jobs are running; with the job's own refusal
   * (an AppError) or error as it would have thrown on this thread; with a 500 when the worker dies. `signal`
   * (the client went away) stops the worker, before or while its file streams. `onProgress` is handed each
   * progress report the job makes, in order, before the answer.
   */
  async run<N extends JobName>(
    name: N,
    args: JobArgs<N>,
    signal?: AbortSignal,
    { onProgress }: RunOptions = {},
  ): Promise<JobResult<JobMeta<N>>> {
    this.assertRoom();
    const worker = this.take();
    // Its id while it runs: -1 once it has exited.
    const thread = worker.threadId;
    return new Promise((resolve, reject) => {
      let stream: Readable | undefined;
      let finished = false;
      /** Chunks pushed past the stream's buffer: the worker is told "more" for each when the reader reads. */
      let owed = 0;
      const finish = (keep: boolean) => {
        finished = true;
        signal?.removeEventListener('abort', stop);
        worker.off('message', onMessage).off('error', crash).off('exit', onExit);
        if (keep) this.release(worker);
        else void worker.terminate();
      };
      const stop = () => {
        if (finished) return;
        finish(false);
        this.counts.cancelled += 1;
        stream?.destroy();
        reject(new AppError(499, ERRORS.clientClosed));
      };
      const crash = (error: Error, exited = false) => {
        if (finished) return;
        const ended = exited ? Promise.resolve() : once(worker, 'exit');
        finish(false);
        this.counts.crashed += 1;
        this.options.onCrash?.(error, name);
        const failure = new AppError(500, ERRORS.jobCrashed);
        void ended
          .then(() => this.options.clearAfterCrash?.(thread))
          .catch((cleared: unknown) => this.options.onCrash?.(cleared as Error, name))
          .finally(() => {
            // A file already streaming is cut short, so the client sees an incomplete download, never a whole one.
            if (stream) stream.destroy(failure);
            else reject(failure);
          });
      };
      /** The job's own error: answered by the error handler, or, once its file is streaming, cutting it short. */
      const fail = (error: Error) => {
        finish(true);
        if (stream) stream.destroy(error);
        else reject(error);
      };
      const onExit = (code: number) => crash(new Error(`The worker of job ${name} exited with code ${code}.`), true);
      const onMessage = (message: FromWorker) => {
        switch (message.type) {
          case 'progress':
            if (!finished) onProgress?.(message.data);
            return;
          case 'meta': {
            const meta = message.meta as JobMeta<N>;
            if (!message.streamed) {
              finish(true);
              return resolve({ meta, body: message.bytes && asBuffer(message.bytes) });
            }
            stream = new Readable({
              read() {
                if (owed === 0) return;
                owed -= 1;
                worker.postMessage({ type: 'more' });
              },
              destroy(error, callback) {
                stop();
                callback(error);
              },
            });
            return resolve({ meta, body: stream });
          }
          case 'chunk':
            if (stream!.push(asBuffer(message.bytes))) worker.postMessage({ type: 'more' });
            else owed += 1;
            return;
          case 'end':
            finish(true);
            stream!.push(null);
            return;
          case 'refused':
            return fail(
              new AppError(message.statusCode, message.message, message.validators, message.headers, message.details),
            );
          case 'failed':
            return fail(Object.assign(new Error(message.message), message.code ? { code: message.code } : {}));
        }
      };
      if (signal?.aborted) return stop();
      signal?.addEventListener('abort', stop, { once: true });
      worker.on('message', onMessage).on('error', crash).on('exit', onExit);
      worker.postMessage({ type: 'job', name, args } satisfies ToWorker);
    });
  }

  /** The 503 a job asked for now would get (`size` jobs running): for a route that must refuse before it
   * starts answering (a progress stream), then runs the job in the same turn. */
  assertRoom(): void {
    if (this.busy.size < this.options.size) return;
    throw new AppError(503, ERRORS.jobsBusy(RETRY_AFTER_SECONDS), undefined, {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  }

  /** Stops every worker (the app is closing). */
  async close(): Promise<void> {
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    await Promise.all([...this.idle, ...this.busy].map((worker) => worker.terminate()));
  }

  private take(): Worker {
    let worker = this.idle.values().next().value;
    if (worker) {
      this.idle.delete(worker);
      clearTimeout(this.idleTimers.get(worker));
      this.idleTimers.delete(worker);
      worker.ref();
    } else {
      worker = startWorker(
        { source: this.options.source },
        { resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb } },
      );
      const started = worker;
      // Whenever the thread ends (terminated, crashed, let go when idle), it leaves both sets.
      started.on('exit', () => {
        this.idle.delete(started);
        clearTimeout(this.idleTimers.get(started));
        this.idleTimers.delete(started);
        this.free(started);
      });
      // An error with no job listening (while idle) ends the thread; 'exit' follows.
      started.on('error', () => {});
    }
    this.busy.add(worker);
    return worker;
  }

  private release(worker: Worker): void {
    this.idle.add(worker);
    // An idle worker never keeps the process alive, and lets its memory go after a while without jobs.
    worker.unref();
    const letGo = () => {
      // Out of the idle set first, so no job is handed to a thread that is ending.
      this.idle.delete(worker);
      void worker.terminate();
    };
    this.idleTimers.set(worker, setTimeout(letGo, IDLE_MS).unref());
    this.free(worker);
  }

  private free(worker: Worker): void {
    if (!this.busy.delete(worker) || this.busy.size > 0) return;
    for (const resolve of this.drained.splice(0)) resolve();
  }
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function startWorker(data: WorkerData, options: WorkerOptions): Worker {
  const workerData = data;
  if (import.meta.url.endsWith('.ts')) {
    // Running from the sources (tests, tsx): the worker loads TypeScript through tsx's loader, as this thread does.
    const tsx = pathToFileURL(
      createRequire(import.meta.url)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    ).href;
    const entry = new URL('./worker.ts', import.meta.url).href;
    const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(code, { ...options, workerData, eval: true });
  }
  return new Worker(new URL('./worker.js', import.meta.url), { ...options, workerData });
}
