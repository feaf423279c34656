// The standard five routes of a directory area: GET /x, GET /x/:id, POST /x, PATCH /x/:id, DELETE /x/:id, each
// guarded by the area's read/create/update/delete permission (contract/api/route.ts's resourceTable). The item
// type T is read from the response schemas, so every service function must answer exactly the contract's item.
import type { z } from 'zod';
import type { idParams, messageOnly } from '../../contract/api/common.ts';
import type { ResourceOperation } from '../../contract/api/route.ts';
import type { Database } from '../db/database.ts';
import { listRoute, type Page } from './list-route.ts';
import { defineRoute, type Actor, type AnyRouteSpec, type BoundRoute } from './route.ts';

type ItemOf<R> = R extends z.ZodType<{ data: infer T }> ? T : never;

/** The bound routes of a directory area (its resourceTable with its resourceSchemas). */
export interface ResourceApi<
  Q extends z.ZodType,
  B extends z.ZodType,
  U extends z.ZodType,
  L extends z.ZodType,
  I extends z.ZodType,
> {
  list: BoundRoute<{ summary: string; query: Q; response: L }>;
  get: BoundRoute<{ summary: string; params: typeof idParams; response: I }>;
  create: BoundRoute<{ summary: string; body: B; response: I }>;
  update: BoundRoute<{ summary: string; params: typeof idParams; body: U; response: I }>;
  remove: BoundRoute<{ summary: string; params: typeof idParams; response: typeof messageOnly }>;
}

/** What serves a directory area's routes: the service's five functions, and the noun its messages use. */
export interface ResourceHandlers<Q extends z.ZodType, B extends z.ZodType, U extends z.ZodType, T> {
  /** Singular noun of the messages: "office" ("Office created successfully!"). */
  noun: string;
  list: (db: Database, query: z.infer<Q>) => Promise<Page<T>>;
  get: (db: Database, id: number) => Promise<T>;
  create: (db: Database, actor: Actor, body: z.infer<B>) => Promise<T>;
  update: (db: Database, actor: Actor, id: number, body: z.infer<U>) => Promise<T>;
  remove: (db: Database, actor: Actor, id: number) => Promise<void>;
}

/** A directory area's five contract routes, served by its service. */
export function serveResource<
  Q extends z.ZodType,
  B extends z.ZodType,
  U extends z.ZodType,
  L extends z.ZodType,
  I extends z.ZodType,
>(db: Database, api: ResourceApi<Q, B, U, L, I>, h: ResourceHandlers<Q, B, U, ItemOf<I>>): AnyRouteSpec[] {
  const Noun = h.noun[0].toUpperCase() + h.noun.slice(1);
  // Typed at the call: each handler against its route's schemas (the service answers exactly the item).
  const r = api as Record<ResourceOperation, BoundRoute<any>>;
  return [
    listRoute(r.list, (query) => h.list(db, query)),
    defineRoute(r.get, async ({ params }) => ({ message: 'OK', data: await h.get(db, params.id) })),
    defineRoute(r.create, async ({ actor, body, reply }) => {
      const data = await h.create(db, actor, body);
      reply.status(201);
      return { message: `${Noun} created successfully!`, data };
    }),
    defineRoute(r.update, async ({ actor, params, body }) => ({
      message: `${Noun} updated successfully!`,
      data: await h.update(db, actor, params.id, body),
    })),
    defineRoute(r.remove, async ({ actor, params }) => {
      await h.remove(db, actor, params.id);
      return { message: `${Noun} deleted successfully!` };
    }),
  ];
}
