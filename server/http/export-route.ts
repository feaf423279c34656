// GET <url>/export: the list's filters in, a spreadsheet out (.xlsx, or .csv where the query asks for it).
// The service builds the file; the route names it and sets its type. Documented in OpenAPI as a binary answer.
import type { z } from 'zod';
import { MEDIA_TYPES, type ExportFormat } from '../../contract/api/media.ts';
import { defineRoute, type Access, type Actor, type AnyRouteSpec, type BoundRoute } from './route.ts';

export type { ExportFormat } from '../../contract/api/media.ts';

/** A built export: its format picks the Content-Type and the file name's extension. */
export interface ExportFile {
  format: ExportFormat;
  content: Buffer | string;
}

export interface ExportRouteSpec<Q extends z.ZodType> {
  url: string;
  summary: string;
  tag: string;
  access: Access;
  query: Q;
  /** The download's name without extension: "employees" → employees.xlsx. */
  fileName: string;
  /** The formats the query may ask for, declared in OpenAPI (default: both). */
  formats?: readonly ExportFormat[];
  file: (query: z.infer<Q>, actor: Actor) => Promise<ExportFile>;
}

export { MEDIA_TYPES } from '../../contract/api/media.ts';
const contentType = (format: ExportFormat) =>
  format === 'csv' ? `${MEDIA_TYPES.csv}; charset=utf-8` : MEDIA_TYPES[format];

/** A contract export route (exportSchemas): the download's name and the service call that builds the file. */
export function exportRoute<S extends { summary: string; query: z.ZodType }>(
  route: BoundRoute<S>,
  spec: { fileName: string; file: (query: z.infer<S['query']>, actor: Actor) => Promise<ExportFile> },
): AnyRouteSpec;
export function exportRoute<Q extends z.ZodType>(spec: ExportRouteSpec<Q>): AnyRouteSpec;
export function exportRoute(
  target: ExportRouteSpec<z.ZodType> | BoundRoute<{ summary: string; query: z.ZodType }>,
  spec?: { fileName: string; file: (query: any, actor: Actor) => Promise<ExportFile> },
): AnyRouteSpec {
  if (!spec) return oldExportRoute(target as ExportRouteSpec<z.ZodType>);
  return defineRoute(target as BoundRoute<{ summary: string; query: z.ZodType }>, async ({ query, actor, reply }) => {
    const { format, content } = await spec.file(query, actor);
    reply
      .header('Content-Type', contentType(format))
      .header('Content-Disposition', `attachment; filename="${spec.fileName}.${format}"`);
    return typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  });
}

function oldExportRoute<Q extends z.ZodType>(spec: ExportRouteSpec<Q>) {
  return defineRoute({
    method: 'GET',
    url: spec.url,
    summary: spec.summary,
    tag: spec.tag,
    access: spec.access,
    query: spec.query,
    produces: (spec.formats ?? ['xlsx', 'csv']).map((format) => MEDIA_TYPES[format]),
    handler: async ({ query, actor, reply }) => {
      // The query was parsed by spec.query (registerRoutes); its type is z.infer<Q> once Q is known.
      const { format, content } = await spec.file(query as z.infer<Q>, actor);
      reply
        .header('Content-Type', contentType(format))
        .header('Content-Disposition', `attachment; filename="${spec.fileName}.${format}"`);
      return typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    },
  });
}
