// The standard five routes of a directory area (DESIGN.md section 5): GET /x, GET /x/:id, POST /x,
// PATCH /x/:id, DELETE /x/:id, each guarded by the area's read/create/update/delete permission. The item type
// T is read from the response schemas, so every service function must answer exactly the contract's item.
import type { z } from 'zod';
import { idParams, messageOnly } from '../../contract/api/common.ts';
import type { Action, Permission, PermissionRequirement, Resource } from '../../contract/permissions.ts';
import type { Database } from '../db/database.ts';
import { listRoute, type Page } from './list-route.ts';
import { defineRoute, type Actor, type AnyRouteSpec } from './route.ts';

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
