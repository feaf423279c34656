// GET <url>: one page of a list with its pagination metadata, the shape every paged list of the API shares.
// The service answers { data, metadata }; the route adds the message, and the handler is checked against
// the response schema's item type.
import type { z } from 'zod';
import type { Metadata } from '../../contract/api/common.ts';
import { defineRoute, type Actor, type AnyRouteSpec, type BoundRoute } from './route.ts';

/** One page of T as the service answers it. */
export interface Page<T> {
  data: T[];
  metadata: Metadata;
}

/** The schemas of a list route: a query, and a listEnvelope(item) answer. */
interface ListSchemas {
  summary: string;
  query: z.ZodType;
  response: z.ZodType<Page<unknown> & { message: string }>;
}
type ItemOf<R extends z.ZodType> = z.infer<R> extends Page<infer T> ? T : never;

/** A contract list route and the service call that answers one page of its items. */
export function listRoute<S extends ListSchemas>(
  route: BoundRoute<S>,
  list: (query: z.infer<S['query']>, actor: Actor) => Promise<Page<ItemOf<S['response']>>>,
): AnyRouteSpec {
  // The query was parsed by the route's own query schema (registerRoutes); its type is z.infer of it.
  return defineRoute(route as BoundRoute<ListSchemas>, async ({ query, actor }) => ({
    message: 'OK',
    ...(await list(query as z.infer<S['query']>, actor)),
  }));
}
