// GET <url>/export: the list's filters in, a spreadsheet out (.xlsx, or .csv where the query asks for it).
// The service builds the file, here or on a worker thread (a job); the route names it and sets its type.
// Documented in OpenAPI as a binary answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MEDIA_TYPES, type ExportFormat } from '../../contract/api/media.ts';
import type { ExportJobName } from '../jobs/job-list.ts';
import { exportJob } from '../jobs/http.ts';
import { defineRoute, type Actor, type AnyRouteSpec, type BoundRoute } from './route.ts';

export type { ExportFormat } from '../../contract/api/media.ts';

/** A built export: its format picks the Content-Type and the file name's extension. */
export interface ExportFile {
  format: ExportFormat;
  content: Buffer | string;
}

/** How an export is built: here (`file`), or by the named export on a worker thread (`job`, jobs/job-list.ts). */
export interface ExportBuild<Query> {
  /** The download's name without extension: "employees" → employees.xlsx. */
  fileName: string;
  file?: (query: Query, actor: Actor) => Promise<ExportFile>;
  job?: ExportJobName;
}

export { MEDIA_TYPES } from '../../contract/api/media.ts';
const contentType = (format: ExportFormat) =>
  format === 'csv' ? `${MEDIA_TYPES.csv}; charset=utf-8` : MEDIA_TYPES[format];

async function sendExport<Query>(
  build: ExportBuild<Query>,
  input: { query: Query; actor: Actor; request: FastifyRequest; reply: FastifyReply },
): Promise<Buffer> {
  const { query, actor, request, reply } = input;
  const { format, content } = build.job
    ? await exportJob(request, reply, build.job, query, actor)
    : await build.file!(query, actor);
  reply
    .header('Content-Type', contentType(format))
    .header('Content-Disposition', `attachment; filename="${build.fileName}.${format}"`);
  return typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
}

/** A contract export route (exportSchemas): the download's name and what builds the file. */
export function exportRoute<S extends { summary: string; query: z.ZodType }>(
  route: BoundRoute<S>,
  build: ExportBuild<z.infer<S['query']>>,
): AnyRouteSpec {
  // The query was parsed by the route's own query schema (registerRoutes); its type is z.infer of it.
  return defineRoute(route as BoundRoute<{ summary: string; query: z.ZodType }>, (input) =>
    sendExport(build, input as typeof input & { query: z.infer<S['query']> }),
  );
}
