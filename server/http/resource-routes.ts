// The standard five routes of a directory area (DESIGN.md section 5): GET /x, GET /x/:id, POST /x,
// PATCH /x/:id, DELETE /x/:id, each guarded by the area's read/create/update/delete permission.
import type { z } from 'zod';
import { idParams, messageOnly } from '../../contract/api/common.ts';
import type { Resource } from '../../contract/permissions.ts';
import type { Database } from '../db/database.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { defineRoute, type Actor, type AnyRouteSpec } from './route.ts';

export interface ResourceRoutes<Q extends z.ZodType, B extends z.ZodType, Item> {
  path: string;
  resource: Resource;
  /** Singular noun for summaries and messages: "office". */
  noun: string;
  listQuery: Q;
  body: B;
  listResponse: z.ZodType;
  itemResponse: z.ZodType;
  list: (db: Database, query: z.infer<Q>) => Promise<{ data: Item[]; metadata: unknown }>;
  get: (db: Kysely<DB>, id: number) => Promise<Item>;
  create: (db: Database, actor: Actor, body: z.infer<B>) => Promise<Item>;
  update: (db: Database, actor: Actor, id: number, body: z.infer<B>) => Promise<Item>;
  remove: (db: Database, actor: Actor, id: number) => Promise<void>;
}

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

export function resourceRoutes<Q extends z.ZodType, B extends z.ZodType, Item>(db: Database, r: ResourceRoutes<Q, B, Item>): AnyRouteSpec[] {
  const base = `/api/v1/admin/${r.path}`;
  const Noun = capital(r.noun);
  return [
    defineRoute({
      method: 'GET',
      url: base,
      summary: `List ${r.noun}s`,
      tag: r.path,
      access: { resource: r.resource, action: 'read' },
      query: r.listQuery,
      response: r.listResponse,
      handler: async ({ query }) => ({ message: 'OK', ...(await r.list(db, query as z.infer<Q>)) }),
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/:id`,
      summary: `One ${r.noun}`,
      tag: r.path,
      access: { resource: r.resource, action: 'read' },
      params: idParams,
      response: r.itemResponse,
      handler: async ({ params }) => ({ message: 'OK', data: await r.get(db.kysely, params.id) }),
    }),
    defineRoute({
      method: 'POST',
      url: base,
      summary: `Create a ${r.noun}`,
      tag: r.path,
      access: { resource: r.resource, action: 'create' },
      body: r.body,
      response: r.itemResponse,
      handler: async ({ actor, body, reply }) => {
        const data = await r.create(db, actor, body as z.infer<B>);
        reply.status(201);
        return { message: `${Noun} created successfully!`, data };
      },
    }),
    defineRoute({
      method: 'PATCH',
      url: `${base}/:id`,
      summary: `Update a ${r.noun}`,
      tag: r.path,
      access: { resource: r.resource, action: 'update' },
      params: idParams,
      body: r.body,
      response: r.itemResponse,
      handler: async ({ actor, params, body }) => ({ message: `${Noun} updated successfully!`, data: await r.update(db, actor, params.id, body as z.infer<B>) }),
    }),
    defineRoute({
      method: 'DELETE',
      url: `${base}/:id`,
      summary: `Delete a ${r.noun}`,
      tag: r.path,
      access: { resource: r.resource, action: 'delete' },
      params: idParams,
      response: messageOnly,
      handler: async ({ actor, params }) => {
        await r.remove(db, actor, params.id);
        return { message: `${Noun} deleted successfully!` };
      },
    }),
  ] as AnyRouteSpec[];
}
