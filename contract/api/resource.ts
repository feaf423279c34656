// The schema map of a directory area's five routes (route.ts's resourceTable): its list query and answer, its
// item answer, its create body and, when it differs, its update body.
import type { z } from 'zod';
import { idParams, messageOnly } from './common.ts';
import { MEDIA_TYPES, type ExportFormat } from './media.ts';

export interface ResourceSchemas<
  Q extends z.ZodType,
  B extends z.ZodType,
  L extends z.ZodType,
  I extends z.ZodType,
  U extends z.ZodType = B,
> {
  /** Singular noun for the summaries: "office" ("List offices", "Create a office" unless `summaries` says). */
  noun: string;
  summaries?: Partial<Record<'list' | 'get' | 'create' | 'update' | 'remove', string>>;
  listQuery: Q;
  body: B;
  /** The PATCH body, when it differs from the POST body (e.g. every field optional). */
  updateBody?: U;
  listResponse: L;
  itemResponse: I;
}

export function resourceSchemas<
  Q extends z.ZodType,
  B extends z.ZodType,
  L extends z.ZodType,
  I extends z.ZodType,
  U extends z.ZodType = B,
>(r: ResourceSchemas<Q, B, L, I, U>) {
  const summary = (op: keyof NonNullable<typeof r.summaries>, fallback: string) => r.summaries?.[op] ?? fallback;
  return {
    list: { summary: summary('list', `List ${r.noun}s`), query: r.listQuery, response: r.listResponse },
    get: { summary: summary('get', `One ${r.noun}`), params: idParams, response: r.itemResponse },
    create: { summary: summary('create', `Create a ${r.noun}`), body: r.body, response: r.itemResponse },
    update: {
      summary: summary('update', `Update a ${r.noun}`),
      params: idParams,
      body: (r.updateBody ?? r.body) as U,
      response: r.itemResponse,
    },
    remove: { summary: summary('remove', `Delete a ${r.noun}`), params: idParams, response: messageOnly },
  };
}

/** The schemas of an export route: the list's filters in, a spreadsheet out in each format it offers. */
export const exportSchemas = <Q extends z.ZodType>(
  summary: string,
  query: Q,
  formats: readonly ExportFormat[] = ['xlsx', 'csv'],
) => ({ summary, query, produces: formats.map((format) => MEDIA_TYPES[format]) });
