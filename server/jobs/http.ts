// A route's way to its job: runs it on the app's job runner, stopped when the client goes away.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportFile } from '../http/export-route.ts';
import type { Actor } from '../http/route.ts';
import type { ExportJobName, JobArgs, JobMeta, JobName } from './job-list.ts';
import type { JobResult } from './runner.ts';

export function runJob<N extends JobName>(
  request: FastifyRequest,
  reply: FastifyReply,
  name: N,
  args: JobArgs<N>,
): Promise<JobResult<JobMeta<N>>> {
  const gone = new AbortController();
  // 'close' comes after a whole answer too; only one not yet finished means the client left.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return request.server.hrms.jobs.run(name, args, gone.signal);
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
