// The OpenAPI document, generated from the same zod schemas that validate requests.
import { z } from 'zod';
import { errorSchema } from '../../contract/api/common.ts';
import type { AnyRouteSpec } from './route.ts';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });
}

function parameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

export function buildOpenApi(routes: AnyRouteSpec[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const access = route.access;
    const permission = typeof access === 'string' ? access : 'anyOf' in access
      ? access.anyOf.map((p) => `${p.resource}:${p.action}`).join(' | ')
      : `${access.resource}:${access.action}`;
    const ok = route.produces
      ? { description: 'File', content: { [route.produces]: { schema: { type: 'string', format: 'binary' } } } }
      : { description: 'OK', content: { 'application/json': { schema: route.response ? jsonSchema(route.response, 'output') : {} } } };
    const error = { description: 'Error', content: { 'application/json': { schema: jsonSchema(errorSchema, 'output') } } };
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      description: `Access: ${permission}`,
      security: access === 'public' ? [] : [{ bearer: [] }],
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } } : {}),
      responses: { 200: ok, 400: error, 401: error, 403: error, 404: error, 409: error },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'HRMS admin API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
