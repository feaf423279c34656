// The response check must catch what it promises: a wrong field type, an undeclared field, a wrong file type,
// an error that is not {message, validators?}, and it must reach the right route among look-alikes.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, type AnyRouteSpec } from '../http/route.ts';
import { findSpec, ResponseContractError, undeclaredKeys, validateResponses } from './response-check.ts';

const item = z.object({ id: z.number(), name: z.string() });
const routes: AnyRouteSpec[] = [
  defineRoute(
    {
      method: 'GET',
      path: '/api/items/:id',
      access: 'public',
      schemas: { summary: 'one', tag: 't', response: z.object({ data: item }) },
    },
    async () => ({ data: { id: 1, name: 'a' } }),
  ),
  defineRoute(
    {
      method: 'GET',
      path: '/api/items/export',
      access: 'public',
      schemas: { summary: 'file', tag: 't', produces: 'text/csv' },
    },
    async () => undefined,
  ),
];

describe('response check', () => {
  let app: FastifyInstance;
  let answer: { status: number; type: string; body: string };
  beforeAll(async () => {
    app = Fastify();
    app.decorate('hrms', { routes } as FastifyInstance['hrms']);
    app.get('/api/items/:id', async (_req, reply) => reply.status(answer.status).type(answer.type).send(answer.body));
    await app.ready();
    validateResponses(app);
  });
  afterAll(() => app.close());

  const get = (url: string, status: number, type: string, body: unknown) => {
    answer = { status, type, body: typeof body === 'string' ? body : JSON.stringify(body) };
    return app.inject({ method: 'GET', url });
  };

  it('passes an answer that keeps the schema', async () => {
    expect((await get('/api/items/1', 200, 'application/json', { data: { id: 1, name: 'a' } })).statusCode).toBe(200);
  });

  it('fails a wrong type with the route and the issue path', async () => {
    const failed = get('/api/items/1?x=1', 200, 'application/json', { data: { id: '1', name: 'a' } });
    await expect(failed).rejects.toThrow(ResponseContractError);
    await expect(failed).rejects.toThrow(/GET \/api\/items\/1\?x=1 → 200.*GET \/api\/items\/:id[\s\S]*data\.id/);
  });

  it('fails a success status the OpenAPI document does not declare', async () => {
    await expect(get('/api/items/1', 201, 'application/json', { data: { id: 1, name: 'a' } })).rejects.toThrow(
      /declares 200/,
    );
  });

  it('fails a field the schema does not declare', async () => {
    await expect(
      get('/api/items/1', 200, 'application/json', { data: { id: 1, name: 'a', secret: 'x' } }),
    ).rejects.toThrow(/data\.secret/);
  });

  it('fails an error that is not {message, validators?}, passes one that is', async () => {
    await expect(get('/api/items/1', 400, 'application/json', { error: 'Bad' })).rejects.toThrow(/error answer/);
    expect(
      (
        await get('/api/items/1', 400, 'application/json', {
          message: 'Bad',
          validators: [{ field: 'x', message: 'y' }],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('checks a file by its content type, and prefers a static path over a parameter', async () => {
    expect(findSpec(routes, 'GET', '/api/items/export/')?.url).toBe('/api/items/export');
    expect(findSpec(routes, 'get', '/api/items/7')?.url).toBe('/api/items/:id');
    await expect(get('/api/items/export', 200, 'application/json', { data: [] })).rejects.toThrow(/declared text\/csv/);
  });

  it('walks arrays for undeclared keys', () => {
    expect(undeclaredKeys({ a: [{ b: 1, c: 2 }] }, { a: [{ b: 1 }] })).toEqual(['a[0].c']);
  });
});
