// A route's way to its job: runs it on the app's job runner, stopped when the client goes away (a read), or run to
// its end (a write, which commits or rolls back whole on its own).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportFile } from '../http/export-route.ts';
import type { Actor } from '../http/route.ts';
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
