// GET <url>/export: the list's filters in, a spreadsheet out (.xlsx, or .csv where the query asks for it).
// The service builds the file, here or on a worker thread (a job); the route names it and sets its type.
// Documented in OpenAPI as a binary answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MEDIA_TYPES, type ExportFormat } from '../../contract/api/media.ts';
import type { ExportJobName } from '../jobs/job-list.ts';
import { exportJob } from '../jobs/http.ts';
import { defineRoute, type Access, type Actor, type AnyRouteSpec, type BoundRoute } from './route.ts';

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

export interface ExportRouteSpec<Q extends z.ZodType> extends ExportBuild<z.infer<Q>> {
  url: string;
  summary: string;
  tag: string;
  access: Access;
  query: Q;
  /** The formats the query may ask for, declared in OpenAPI (default: both). */
  formats?: readonly ExportFormat[];
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
): AnyRouteSpec;
export function exportRoute<Q extends z.ZodType>(spec: ExportRouteSpec<Q>): AnyRouteSpec;
export function exportRoute(
  target: ExportRouteSpec<z.ZodType> | BoundRoute<{ summary: string; query: z.ZodType }>,
  build?: ExportBuild<any>,
): AnyRouteSpec {
  if (!build) return routeOfSpec(target as ExportRouteSpec<z.ZodType>);
  return defineRoute(target as BoundRoute<{ summary: string; query: z.ZodType }>, (input) => sendExport(build, input));
}

function routeOfSpec<Q extends z.ZodType>(spec: ExportRouteSpec<Q>) {
  return defineRoute({
    method: 'GET',
    url: spec.url,
    summary: spec.summary,
    tag: spec.tag,
    access: spec.access,
    query: spec.query,
    produces: (spec.formats ?? ['xlsx', 'csv']).map((format) => MEDIA_TYPES[format]),
    // The query was parsed by spec.query (registerRoutes); its type is z.infer<Q> once Q is known.
    handler: (input) => sendExport(spec, input as typeof input & { query: z.infer<Q> }),
  });
}
