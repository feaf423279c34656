// The standard five routes of a directory area: GET /x, GET /x/:id, POST /x, PATCH /x/:id, DELETE /x/:id, each
// guarded by the area's read/create/update/delete permission (contract/api/route.ts's resourceTable). The item
// type T is read from the response schemas, so every service function must answer exactly the contract's item.
import type { z } from 'zod';
import { idParams, messageOnly } from '../../contract/api/common.ts';
import type { ResourceOperation } from '../../contract/api/route.ts';
import type { Action, Permission, PermissionRequirement, Resource } from '../../contract/permissions.ts';
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
  const Noun = capital(h.noun);
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

type Operation = 'list' | 'get' | 'create' | 'update' | 'remove';

export interface ResourceRoutes<Q extends z.ZodType, B extends z.ZodType, T, U extends z.ZodType = B> {
  path: string;
  resource: Resource;
  /** A permission every one of the routes needs besides the resource's own (pay lines also need payroll read). */
  alsoNeeds?: Permission;
  /** Singular noun for summaries and messages: "office" (messages: "Office created successfully!"). */
  noun: string;
  /** OpenAPI summaries where "List offices", "Create a office"… would not read well. */
  summaries?: Partial<Record<Operation, string>>;
  listQuery: Q;
  body: B;
  /** The PATCH body, when it differs from the POST body (e.g. every field optional). */
  updateBody?: U;
  listResponse: z.ZodType<Page<T> & { message: string }>;
  itemResponse: z.ZodType<{ message: string; data: T }>;
  list: (db: Database, query: z.infer<Q>) => Promise<Page<NoInfer<T>>>;
  get: (db: Database, id: number) => Promise<NoInfer<T>>;
  create: (db: Database, actor: Actor, body: z.infer<B>) => Promise<NoInfer<T>>;
  update: (db: Database, actor: Actor, id: number, body: z.infer<U>) => Promise<NoInfer<T>>;
  remove: (db: Database, actor: Actor, id: number) => Promise<void>;
}

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

export function resourceRoutes<Q extends z.ZodType, B extends z.ZodType, T, U extends z.ZodType = B>(
  db: Database,
  r: ResourceRoutes<Q, B, T, U>,
): AnyRouteSpec[] {
  const base = `/api/v1/admin/${r.path}`;
  const Noun = capital(r.noun);
  const summary = (op: Operation, fallback: string) => r.summaries?.[op] ?? fallback;
  const access = (action: Action): PermissionRequirement =>
    r.alsoNeeds ? { allOf: [{ resource: r.resource, action }, r.alsoNeeds] } : { resource: r.resource, action };
  // Bodies were parsed by r.body / r.updateBody (registerRoutes); their types are z.infer of those once known.
  const body = (parsed: unknown) => parsed as z.infer<B>;
  const updateBody = (parsed: unknown) => parsed as z.infer<U>;
  return [
    listRoute({
      url: base,
      summary: summary('list', `List ${r.noun}s`),
      tag: r.path,
      access: access('read'),
      query: r.listQuery,
      response: r.listResponse,
      list: (query) => r.list(db, query),
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/:id`,
      summary: summary('get', `One ${r.noun}`),
      tag: r.path,
      access: access('read'),
      params: idParams,
      response: r.itemResponse,
      handler: async ({ params }) => ({ message: 'OK', data: await r.get(db, params.id) }),
    }),
    defineRoute({
      method: 'POST',
      url: base,
      summary: summary('create', `Create a ${r.noun}`),
      tag: r.path,
      access: access('create'),
      body: r.body,
      response: r.itemResponse,
      handler: async ({ actor, body: parsed, reply }) => {
        const data = await r.create(db, actor, body(parsed));
        reply.status(201);
        return { message: `${Noun} created successfully!`, data };
      },
    }),
    defineRoute({
      method: 'PATCH',
      url: `${base}/:id`,
      summary: summary('update', `Update a ${r.noun}`),
      tag: r.path,
      access: access('update'),
      params: idParams,
      body: r.updateBody ?? r.body,
      response: r.itemResponse,
      handler: async ({ actor, params, body: parsed }) => ({
        message: `${Noun} updated successfully!`,
        data: await r.update(db, actor, params.id, updateBody(parsed)),
      }),
    }),
    defineRoute({
      method: 'DELETE',
      url: `${base}/:id`,
      summary: summary('remove', `Delete a ${r.noun}`),
      tag: r.path,
      access: access('delete'),
      params: idParams,
      response: messageOnly,
      handler: async ({ actor, params }) => {
        await r.remove(db, actor, params.id);
        return { message: `${Noun} deleted successfully!` };
      },
    }),
  ];
}
