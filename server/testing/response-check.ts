// Every answer an API test receives is held to the contract: a success to the status the OpenAPI document
// declares and, if JSON, to its route's `response` schema (with no field the schema does not declare, so a
// client generated from it misses nothing), a JSON error to the common error shape, a file to its declared
// content type. A mismatch fails the request that got it.
import zlib from 'node:zlib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { errorSchema } from '../../contract/api/common.ts';
import { operationOf } from '../http/openapi.ts';
import type { AnyRouteSpec } from '../http/route.ts';

interface Matcher {
  spec: AnyRouteSpec;
  pattern: RegExp;
}

function matchers(routes: AnyRouteSpec[]): Matcher[] {
  return routes.map((spec) => {
    const source = spec.url
      .replace(/\/+$/, '')
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    // The app ignores a trailing slash, so the matcher does too.
    return { spec, pattern: new RegExp(`^${source}/?$`) };
  });
}

/** The route spec an injected request reached (static paths win over parameters, as in Fastify's router). */
export function findSpec(routes: AnyRouteSpec[], method: string, url: string): AnyRouteSpec | undefined {
  const path = url.split('?')[0];
  const candidates = matchers(routes).filter((m) => m.spec.method === method.toUpperCase() && m.pattern.test(path));
  const staticParts = (spec: AnyRouteSpec) => spec.url.split('/').filter((p) => p && !p.startsWith(':')).length;
  return candidates.sort((a, b) => staticParts(b.spec) - staticParts(a.spec))[0]?.spec;
}

/** Keys present in the answer that the schema dropped: fields the contract does not declare. */
export function undeclaredKeys(input: unknown, output: unknown, at = ''): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    return input.flatMap((item, i) => undeclaredKeys(item, output[i], `${at}[${i}]`));
  }
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(input) || !isRecord(output)) return [];
  return Object.keys(input).flatMap((key) => {
    const where = at ? `${at}.${key}` : key;
    return key in output ? undeclaredKeys(input[key], output[key], where) : [where];
  });
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 10)
    .map((issue) => `  - ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('\n');
}

/** The mismatch between one answer and the contract, or null when it keeps it. */
export function checkResponse(
  routes: AnyRouteSpec[],
  method: string,
  url: string,
  res: LightMyRequestResponse,
): string | null {
  const status = res.statusCode;
  const type = String(res.headers['content-type'] ?? '');
  const isJson = type.startsWith('application/json');
  const where = `${method.toUpperCase()} ${url} → ${status}`;

  if (status >= 400) {
    if (!isJson) return null; // web pages and HEAD answers; API errors are always JSON (checked below)
    const parsed = errorSchema.safeParse(safeJson(res));
    return parsed.success
      ? null
      : `${where}: the error answer is not {message, validators?}:\n${describeIssues(parsed.error)}`;
  }
  if (status < 200 || status >= 300 || method.toUpperCase() === 'HEAD') return null;

  const spec = findSpec(routes, method, url);
  if (!spec) return null; // not an API route (health checks, the OpenAPI document, web pages)
  const { successStatus } = operationOf(spec);
  if (spec.streams && status === 200 && type.startsWith(spec.streams)) {
    // The progress stream the request asked for (e.g. NDJSON): one JSON value a line.
    const bad = bodyText(res)
      .split('\n')
      .filter((line) => line.trim() !== '' && safeJsonText(line) === undefined);
    return bad.length ? `${where}: ${bad.length} line(s) of the ${spec.streams} stream are not JSON` : null;
  }
  if (status !== successStatus)
    return `${where}: the OpenAPI document declares ${successStatus} for ${spec.method} ${spec.url}`;
  if (spec.produces) {
    // One content type, or several when the route answers in the format asked for (xlsx or csv).
    const declared: string[] = [spec.produces].flat();
    return declared.some((d) => type.startsWith(d))
      ? null
      : `${where}: declared ${declared.join(' or ')}, answered ${type || 'no content type'}`;
  }
  if (!spec.response) return `${where}: route ${spec.method} ${spec.url} declares no response schema`;
  if (!isJson) return `${where}: expected JSON for ${spec.method} ${spec.url}, answered ${type || 'no content type'}`;
  const body = safeJson(res);
  const parsed = (spec.response as z.ZodType).safeParse(body);
  if (!parsed.success) {
    return `${where}: the answer does not match the response schema of ${spec.method} ${spec.url}:\n${describeIssues(parsed.error)}`;
  }
  const extra = undeclaredKeys(body, parsed.data);
  if (extra.length) {
    const shown = [...new Set(extra.map((k) => k.replace(/\[\d+\]/g, '[]')))].slice(0, 10);
    return `${where}: the answer has fields the response schema of ${spec.method} ${spec.url} does not declare: ${shown.join(', ')}`;
  }
  return null;
}

function safeJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The answer's text as the client reads it, after the Content-Encoding the request asked for. */
export function bodyText(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

function safeJson(res: LightMyRequestResponse): unknown {
  try {
    return JSON.parse(bodyText(res));
  } catch {
    return undefined;
  }
}

export class ResponseContractError extends Error {
  override name = 'ResponseContractError';
}

/**
 * Makes every `app.inject(options)` of this app check its answer (see the file comment) and reject with a
 * ResponseContractError on a mismatch, so the test that made the request fails with the route and the issues.
 * The chained form (`app.inject()` without options) is left as it is; the suites use the options form.
 */
export function validateResponses(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app);
  const checked = (options: InjectOptions | string) => {
    const opts: InjectOptions = typeof options === 'string' ? { url: options } : options;
    const method = String(opts.method ?? 'GET');
    const url = typeof opts.url === 'string' ? opts.url : String(opts.path ?? '');
    return inject(opts).then((res) => {
      const mismatch = checkResponse(app.hrms.routes, method, url, res);
      if (mismatch) throw new ResponseContractError(mismatch);
      return res;
    });
  };
  app.inject = ((
    options?: InjectOptions | string,
    callback?: (err: Error | null, res?: LightMyRequestResponse) => void,
  ) => {
    if (options === undefined) return inject();
    const promise = checked(options);
    if (!callback) return promise;
    promise.then(
      (res) => callback(null, res),
      (err: Error) => callback(err),
    );
  }) as FastifyInstance['inject'];
  return app;
}
