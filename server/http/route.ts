// defineRoute: a contract route (contract/api/route.ts), bound to its schemas, with its handler. The schemas are
// enforced on every request, and the registered list feeds the OpenAPI document and the authorization-matrix
// test. Every API route is registered through here.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access, Route, RouteSchemas } from '../../contract/api/route.ts';
import type { Validator } from '../../contract/api/common.ts';
import { API_BASE } from '../../contract/api/base.ts';
import { badRequest } from './errors.ts';
import { languageOf } from './error-handler.ts';
import { validationErrorMap } from '../i18n/validation-messages.ts';
import { badTextValidators } from './text-input.ts';
import { JSON_UTF8 } from './json-bytes.ts';
import type { Language } from '../../contract/languages.ts';

export type { Access } from '../../contract/api/route.ts';

export interface Actor {
  id: number;
  username: string;
  roleId: number | null;
  ip: string;
  /** The client's User-Agent header, kept in the activity log; absent for actors the server makes (the demo). */
  userAgent?: string;
  /** The language the account reads the console in (null until its first session sets it). */
  language?: Language | null;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

declare const streamed: unique symbol;
/** An answer the handler sent itself: a stream by sendStream(), in the format its route declares in `streams`,
 * or the response schema's JSON as bytes by sendJsonBytes(). */
export type Streamed = { readonly [streamed]: true };

/**
 * What a handler answers: the response schema's type (or, on a route that `streams`, a stream it sent), or,
 * for files (no schema), the bytes or the reply it sent.
 */
export type Answer<R> = R extends z.ZodType ? z.infer<R> | Streamed : FastifyReply | Buffer | void;

/** Sends `body` as the answer, with this content type, uncached: for a route that declares `streams`. */
export function sendStream(reply: FastifyReply, contentType: string, body: NodeJS.ReadableStream): Streamed {
  reply.header('Content-Type', contentType).header('Cache-Control', 'no-store');
  reply.send(body);
  return reply as unknown as Streamed;
}

/** Sends `bytes`, JSON in the response schema's shape the handler wrote itself (jsonBytes), as the answer. */
export function sendJsonBytes(reply: FastifyReply, bytes: Buffer): Streamed {
  reply.type(JSON_UTF8).send(bytes);
  return reply as unknown as Streamed;
}

/** A registered route: its contract route and schemas flattened, with its handler (what defineRoute makes). */
export interface RouteSpec<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType | undefined = undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  tag: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** A request without a body is read as an empty one, so the schema names what is missing by its field. */
  bodyOptional?: boolean;
  /** The success answer's shape: the handler's return type is inferred from it (the contract binds both ways). */
  response?: R;
  /** Binary responses (exports) are described by content type instead of a schema: one, or each the route may
   * answer when the request picks the format (xlsx or csv). */
  produces?: string | string[];
  /** A second success format (200) the handler may send with sendStream() when the request accepts it. */
  streams?: string;
  handler: (input: {
    params: Infer<P>;
    query: Infer<Q>;
    body: Infer<B>;
    actor: Actor;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<Answer<R>>;
}

// A route of any shape, as the registry, the OpenAPI document and the tests see it (handler input unknown).
export type AnyRouteSpec = RouteSpec<any, any, any, any>;

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
    /** The account's language, once the auth hook has read the user: answers fall back to it after
     * Accept-Language (the error handler reads it, also for a refusal that leaves no actor). */
    accountLanguage?: Language | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export type Authenticate = (access: Access) => (request: FastifyRequest) => Promise<void>;

/** A contract route with its schemas, as the server holds it. */
export type BoundRoute<S extends RouteSchemas = RouteSchemas> = Route<S> & { readonly schemas: S };

type SchemasOf<R> = R extends Route<infer S> ? S : never;
// A route bound as `any` (inside a generic helper) gives its handler `any` fields.
type Field<S, K extends string> = 0 extends 1 & S
  ? any
  : S extends { [key in K]: infer F }
    ? F extends z.ZodType
      ? F
      : undefined
    : undefined;

/** An area's route table bound to its schema map (the same keys, checked by the route table's type). */
export function bindRoutes<T extends Record<string, Route>>(
  table: T,
  schemas: { [K in keyof T]: SchemasOf<T[K]> },
): { [K in keyof T]: BoundRoute<SchemasOf<T[K]>> } {
  return Object.fromEntries(
    Object.entries(table).map(([name, route]) => [name, { ...route, schemas: schemas[name] }]),
  ) as { [K in keyof T]: BoundRoute<SchemasOf<T[K]>> };
}

/** What a handler of a bound route is given and answers. */
export type Handler<S extends RouteSchemas> = RouteSpec<
  Field<S, 'params'>,
  Field<S, 'query'>,
  Field<S, 'body'>,
  Field<S, 'response'>
>['handler'];

/** The tag of a route without one of its own: its path's first segment below the API's base. */
const tagOf = (path: string) => path.slice(API_BASE.length).split('/').filter(Boolean)[0] ?? '';

/** A contract route and its handler, typed from the route's schemas. */
export function defineRoute<S extends RouteSchemas>(route: BoundRoute<S>, handler: Handler<S>): AnyRouteSpec {
  const { method, path, access, schemas } = route;
  return {
    method,
    url: path,
    access,
    summary: schemas.summary,
    tag: schemas.tag ?? tagOf(path),
    params: schemas.params,
    query: schemas.query,
    body: schemas.body,
    bodyOptional: schemas.bodyOptional,
    response: schemas.response,
    produces: schemas.produces as AnyRouteSpec['produces'],
    streams: schemas.streams,
    handler: handler as AnyRouteSpec['handler'],
  };
}

export function registerRoutes(
  app: FastifyInstance,
  specs: AnyRouteSpec[],
  authenticate: Authenticate,
  catalogue: AnyRouteSpec[],
): void {
  for (const spec of specs) {
    catalogue.push(spec);
    app.route({
      method: spec.method,
      url: spec.url,
      config: { access: spec.access },
      onRequest: spec.access === 'public' ? undefined : authenticate(spec.access),
      handler: async (request, reply) => {
        const actor = request.actor ?? {
          id: 0,
          username: '',
          roleId: null,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        };
        // Before any schema: a route that reads its body itself (approvals' optional comment) is covered too.
        const badText = badTextValidators([
          [request.params, 'params'],
          [request.query, 'query'],
          [request.body, 'body'],
        ]);
        if (badText.length) throw badRequest(badText);
        const language = languageOf(request);
        const params = parse(spec.params, request.params, 'params', language);
        const query = parse(spec.query, request.query, 'query', language);
        const body = parse(spec.body, spec.bodyOptional ? (request.body ?? {}) : request.body, 'body', language);
        return spec.handler({ params, query, body, actor, request, reply });
      },
    });
  }
}

function parse(
  schema: z.ZodType | undefined,
  value: unknown,
  where: 'params' | 'query' | 'body',
  language: Language,
): unknown {
  if (!schema) return undefined;
  if (where === 'body' && value === undefined)
    throw badRequest([{ field: 'body', message: 'Request body is required.' }]);
  // zod's own messages in the caller's language: its locale is the process's, so the map goes with this parse.
  const result = schema.safeParse(value ?? {}, { error: validationErrorMap(language) });
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
