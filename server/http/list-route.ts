// GET <url>: one page of a list with its pagination metadata, the shape every paged list of the API shares.
// The service answers { data, metadata }; the route adds the message, and the handler is checked against
// the response schema's item type.
import type { z } from 'zod';
import type { Metadata } from '../../contract/api/common.ts';
import { defineRoute, type Access, type Actor } from './route.ts';

/** One page of T as the service answers it. */
export interface Page<T> {
  data: T[];
  metadata: Metadata;
}

export interface ListRouteSpec<Q extends z.ZodType, T> {
  url: string;
  summary: string;
  tag: string;
  access: Access;
  query: Q;
  /** A listEnvelope(item) schema: T is read from it, so `list` must answer exactly its items. */
  response: z.ZodType<Page<T> & { message: string }>;
  list: (query: z.infer<Q>, actor: Actor) => Promise<Page<NoInfer<T>>>;
}

export function listRoute<Q extends z.ZodType, T>(spec: ListRouteSpec<Q, T>) {
  return defineRoute({
    method: 'GET',
    url: spec.url,
    summary: spec.summary,
    tag: spec.tag,
    access: spec.access,
    query: spec.query,
    response: spec.response,
    // The query was parsed by spec.query (registerRoutes); its type is z.infer<Q> once Q is known.
    handler: async ({ query, actor }) => ({ message: 'OK', ...(await spec.list(query as z.infer<Q>, actor)) }),
  });
}
