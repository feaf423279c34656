// GET <url>/export: the list's filters in, a spreadsheet out (.xlsx, or .csv where the query asks for it).
// The service builds the file; the route names it and sets its type. Documented in OpenAPI as a binary answer.
import type { z } from 'zod';
import type { ExportJobName } from '../jobs/job-list.ts';
import { exportJob } from '../jobs/http.ts';
import { XLSX_TYPE } from '../lib/spreadsheet.ts';
import { defineRoute, type Access, type Actor } from './route.ts';

export type ExportFormat = 'xlsx' | 'csv';

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
  /** Builds the file here, or (`job`) names the export that builds it on a worker thread (jobs/job-list.ts). */
  file?: (query: z.infer<Q>, actor: Actor) => Promise<ExportFile>;
  job?: ExportJobName;
}

/** The media type of each format (as OpenAPI declares it); CSV is sent with its charset. */
export const MEDIA_TYPES: Record<ExportFormat, string> = { xlsx: XLSX_TYPE, csv: 'text/csv' };
const contentType = (format: ExportFormat) =>
  format === 'csv' ? `${MEDIA_TYPES.csv}; charset=utf-8` : MEDIA_TYPES[format];

export function exportRoute<Q extends z.ZodType>(spec: ExportRouteSpec<Q>) {
  return defineRoute({
    method: 'GET',
    url: spec.url,
    summary: spec.summary,
    tag: spec.tag,
    access: spec.access,
    query: spec.query,
    produces: (spec.formats ?? ['xlsx', 'csv']).map((format) => MEDIA_TYPES[format]),
    handler: async ({ query, actor, request, reply }) => {
      // The query was parsed by spec.query (registerRoutes); its type is z.infer<Q> once Q is known.
      const { format, content } = spec.job
        ? await exportJob(request, reply, spec.job, query, actor)
        : await spec.file!(query as z.infer<Q>, actor);
      reply
        .header('Content-Type', contentType(format))
        .header('Content-Disposition', `attachment; filename="${spec.fileName}.${format}"`);
      return typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    },
  });
}
