// GET <url>: one page of a list with its pagination metadata, the shape every paged list of the API shares.
// The service answers { data, metadata }; the route adds the message, and the handler is checked against
// the response schema's item type.
import type { z } from 'zod';
import type { Metadata } from '../../contract/api/common.ts';
import { defineRoute, type Access, type Actor, type AnyRouteSpec, type BoundRoute } from './route.ts';

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
): AnyRouteSpec;
export function listRoute<Q extends z.ZodType, T>(spec: ListRouteSpec<Q, T>): AnyRouteSpec;
export function listRoute(
  spec: ListRouteSpec<z.ZodType, unknown> | BoundRoute<ListSchemas>,
  list?: (query: any, actor: Actor) => Promise<Page<unknown>>,
): AnyRouteSpec {
  if (list) {
    return defineRoute(spec as BoundRoute<ListSchemas>, async ({ query, actor }) => ({
      message: 'OK',
      ...(await list(query, actor)),
    }));
  }
  return oldListRoute(spec as ListRouteSpec<z.ZodType, unknown>);
}

function oldListRoute<Q extends z.ZodType, T>(spec: ListRouteSpec<Q, T>) {
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
