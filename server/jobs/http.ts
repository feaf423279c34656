// A route's way to its job: runs it on the app's job runner, stopped when the client goes away (a read), or run to
// its end (a write, which commits or rolls back whole on its own).
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportFile } from '../http/export-route.ts';
import { sendStream, type Actor, type Streamed } from '../http/route.ts';
import { NDJSON_TYPE } from '../http/upload.ts';
import type { ExportJobName, JobArgs, JobMeta, JobName } from './job-list.ts';
import type { JobResult, RunOptions } from './runner.ts';

export interface JobOptions extends RunOptions {
  /** A write: not stopped when its client goes away, so it never ends other than by its own commit or rollback. */
  untilDone?: boolean;
}

export function runJob<N extends JobName>(
  request: FastifyRequest,
  reply: FastifyReply,
  name: N,
  args: JobArgs<N>,
  { untilDone, ...options }: JobOptions = {},
): Promise<JobResult<JobMeta<N>>> {
  if (untilDone) return request.server.hrms.jobs.run(name, args, undefined, options);
  const gone = new AbortController();
  // 'close' comes after a whole answer too; only one not yet finished means the client left.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return request.server.hrms.jobs.run(name, args, gone.signal, options);
}

/** A list export (export-route.ts) built on a worker. */
export async function exportJob(
  request: FastifyRequest,
  reply: FastifyReply,
  name: ExportJobName,
  query: unknown,
  actor: Actor,
): Promise<ExportFile> {
  const { meta, body } = await runJob(request, reply, 'export', { name, query, actor });
  return { format: meta.format, content: body as Buffer };
}

/** The last line of a streamed job: the status and body its plain answer would have had. */
export interface ResultLine {
  status: number;
  body: { message: string };
}

/**
 * A job the client follows as NDJSON lines (an import asked with Accept: application/x-ndjson): each progress
 * report a line, then a `result` line with what the plain answer would have been (`done` from the job's meta,
 * `failed` from its error). The answer starts at the job's first progress report: a job that refuses before it
 * (a file's row-by-row report) is answered plainly by the error handler, as without the stream. A client that
 * goes away stops the job.
 */
export async function streamJob<N extends JobName>(
  request: FastifyRequest,
  reply: FastifyReply,
  name: N,
  args: JobArgs<N>,
  done: (meta: JobMeta<N>) => ResultLine,
  failed: (error: unknown) => ResultLine,
): Promise<Streamed> {
  const out = new PassThrough();
  out.on('error', () => {}); // the client went away: its job is stopped
  const write = (line: unknown) => {
    if (!out.destroyed) out.write(`${JSON.stringify(line)}\n`);
  };
  let started!: () => void;
  const firstReport = new Promise<void>((resolve) => (started = resolve));
  const job = runJob(request, reply, name, args, {
    onProgress: (data) => {
      write(data);
      started();
    },
  });
  try {
    await Promise.race([firstReport, job]);
  } catch (error) {
    out.destroy();
    throw error;
  }
  void job
    .then(
      ({ meta }) => write({ type: 'result', ...done(meta) }),
      (error: unknown) => write({ type: 'result', ...failed(error) }),
    )
    .finally(() => out.end());
  return sendStream(reply, `${NDJSON_TYPE}; charset=utf-8`, out);
}
