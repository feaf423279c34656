// The shared route helpers bind handlers to the contract: a service answering another shape than the response
// schema's items does not compile (the @ts-expect-error lines fail `tsc` if that ever stops being true).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listEnvelope, paginationQuery } from '../../contract/api/common.ts';
import { pageMetadata } from '../lib/pagination.ts';
import { API_BASE } from '../../contract/api/base.ts';
import { listRoute } from './list-route.ts';
import { registerRoutes, type Actor, type BoundRoute } from './route.ts';

const item = z.object({ id: z.number().int(), name: z.string() });
const schemas = {
  summary: 'List things',
  query: paginationQuery.extend({ q: z.string().optional() }),
  response: listEnvelope(item),
};
const things: BoundRoute<typeof schemas> = {
  method: 'GET',
  path: `${API_BASE}/thing`,
  access: 'authenticated',
  schemas,
};
const actor: Actor = { id: 7, username: 'ann', roleId: null, ip: '127.0.0.1' };

describe('listRoute', () => {
  it("answers the service's page with the message, handing it the parsed query and the actor", async () => {
    const route = listRoute(things, async (query, who) => ({
      data: [{ id: who.id, name: query.q ?? '' }],
      metadata: pageMetadata(query.page, query.limit, 1),
    }));
    const app = Fastify();
    const signIn = () => async (request: { actor?: Actor }) => {
      request.actor = actor;
    };
    registerRoutes(app, [route], signIn, []);
    const res = await app.inject({ method: 'GET', url: `${things.path}?q=x&limit=5` });
    const answer = res.json();
    expect(answer).toEqual({ message: 'OK', data: [{ id: 7, name: 'x' }], metadata: pageMetadata(1, 5, 1) });
    expect(schemas.response.safeParse(answer).success).toBe(true);
    await app.close();
  });

  it('does not compile a service whose items differ from the schema', () => {
    const metadata = pageMetadata(1, 10, 1);
    // @ts-expect-error name is missing from the items
    listRoute(things, async () => ({ data: [{ id: 1 }], metadata }));
    // @ts-expect-error id must be a number
    listRoute(things, async () => ({ data: [{ id: '1', name: 'a' }], metadata }));
    // @ts-expect-error the page needs its metadata
    listRoute(things, async () => ({ data: [{ id: 1, name: 'a' }] }));
    expect(true).toBe(true);
  });
});
