// defineRoute: a route's path, access rule and zod schemas sit together, are enforced on every request and
// feed the OpenAPI document and the authorization-matrix test. Every API route is registered through here.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PermissionRequirement } from '../../contract/permissions.ts';
import type { Validator } from '../../contract/api/common.ts';
import type { AnswerCache } from '../db/read-cache.ts';
import { badRequest } from './errors.ts';

/** Who may call a route: anyone, any signed-in user, or a holder of a permission. */
export type Access = 'public' | 'authenticated' | PermissionRequirement;

export interface Actor {
  id: number;
  username: string;
  roleId: number | null;
  ip: string;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteSpec<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends z.ZodType | undefined> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  tag: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  response?: z.ZodType;
  /** Binary responses (exports) are described by content type instead of a schema. */
  produces?: string;
  /**
   * The answer is a function of the URL and the database alone ('anyone'), or of those and the caller
   * ('caller'): on SQLite the serialised answer is reused until the database changes (read-cache.ts). The
   * access rule is still checked on every request, before the answer is looked up.
   */
  reuse?: 'anyone' | 'caller';
  handler: (input: {
    params: Infer<P>;
    query: Infer<Q>;
    body: Infer<B>;
    actor: Actor;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<unknown>;
}

export type AnyRouteSpec = RouteSpec<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export type Authenticate = (access: Access) => (request: FastifyRequest) => Promise<void>;

export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<P, Q, B>): RouteSpec<P, Q, B> {
  return spec;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function registerRoutes(
  app: FastifyInstance,
  specs: AnyRouteSpec[],
  authenticate: Authenticate,
  catalogue: AnyRouteSpec[],
  answers: AnswerCache | null = null,
): void {
  for (const spec of specs) {
    catalogue.push(spec);
    const reuse = answers && spec.method === 'GET' ? spec.reuse : undefined;
    app.route({
      method: spec.method,
      url: spec.url,
      config: { access: spec.access },
      onRequest: spec.access === 'public' ? undefined : authenticate(spec.access),
      handler: async (request, reply) => {
        const actor = request.actor ?? { id: 0, username: '', roleId: null, ip: request.ip };
        // A URL answered before was valid then and is valid now: the kept answer skips parsing too.
        const key = reuse === 'anyone' ? request.url : reuse === 'caller' ? `${actor.id} ${request.url}` : null;
        if (key !== null) {
          const kept = answers!.answer(key);
          if (kept !== undefined) return reply.type(JSON_TYPE).send(kept);
        }
        const ticket = key !== null ? answers!.ticket() : 0;
        const params = parse(spec.params, request.params, 'params');
        const query = parse(spec.query, request.query, 'query');
        const body = parse(spec.body, request.body, 'body');
        const result = await spec.handler({ params, query, body, actor, request, reply } as never);
        if (key === null || reply.sent || reply.statusCode !== 200 || typeof result !== 'object' || result === null) return result;
        // Kept as UTF-8 bytes: a reused answer is then written as it is, not measured and encoded again each time.
        const serialised = Buffer.from(JSON.stringify(result));
        answers!.remember(key, serialised, ticket);
        return reply.type(JSON_TYPE).send(serialised);
      },
    });
  }
}

function parse(schema: z.ZodType | undefined, value: unknown, where: 'params' | 'query' | 'body'): unknown {
  if (!schema) return undefined;
  if (where === 'body' && value === undefined) throw badRequest([{ field: 'body', message: 'Request body is required.' }]);
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badRequest(toValidators(result.error));
  return result.data;
}

/** One message per field, keyed by the top-level field name the form knows. */
export function toValidators(error: z.ZodError): Validator[] {
  const out: Validator[] = [];
  const seen = new Set<string>();
  const add = (field: string, message: string) => {
    if (seen.has(field)) return;
    seen.add(field);
    out.push({ field, message });
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, `${key} is not allowed.`);
      continue;
    }
    add(issue.path.length ? String(issue.path[0]) : 'body', issue.message);
  }
  return out;
}
