// The OpenAPI 3.1 document, generated from the same zod schemas that validate requests, complete enough to
// generate a client from: every operation has a stable operationId, its success status, its errors and its
// security; tests/api/openapi.test.ts lints it with Redocly's recommended rules.
import { z } from 'zod';
import { API_BASE } from '../../contract/api/base.ts';
import { errorSchema } from '../../contract/api/common.ts';
import type { AnyRouteSpec } from './route.ts';

const API_PREFIX = `${API_BASE}/`;

/** The last path segment names an action on the resource rather than a sub-resource. */
const ACTIONS = new Set([
  'login',
  'change-password',
  'sign-out-everywhere',
  'setup',
  'confirm',
  'disable',
  'reset-two-factor',
  'create',
  'update',
  'export',
  'import',
  'adjust',
  'approve',
  'reject',
  'cancel',
  'bulk-approve',
  'bulk-reject',
  'mark-read',
  'mark-all-read',
  'close',
  'reopen',
  'generate',
  'regenerate',
  'what-if',
]);
/** Actions on many records at once: their noun is plural. */
const ON_MANY = new Set(['export', 'import', 'bulk-approve', 'bulk-reject', 'mark-all-read']);
/** Actions that create records answer 201 Created. */
const CREATES = new Set(['create', 'import', 'generate']);
/** Resources that are a namespace of actions, not a noun (`POST /auth/login` is `login`). */
const NAMESPACES = new Set(['auth']);

// A file name's dot separates words too (payroll/:id/bank-transfer.csv → getPayrollBankTransferCsv).
const words = (segment: string) => segment.split(/[-.]/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const singular = (word: string) => (word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);
/** Nouns without a plural: a list of them keeps the word (listAttendance). */
const UNCOUNTABLE = new Set(['attendance']);
const plural = (word: string) => (word.endsWith('s') || UNCOUNTABLE.has(word) ? word : `${word}s`);

function isListAnswer(route: AnyRouteSpec): boolean {
  const data = route.response instanceof z.ZodObject ? route.response.shape.data : undefined;
  return data instanceof z.ZodArray;
}

export interface Operation {
  /** camelCase, unique, derived from the method and the path: listEmployees, getEmployee, approveLeaveRequest. */
  operationId: string;
  /** The status of a success: 201 for operations that create, else 200. */
  successStatus: 200 | 201;
}

/**
 * What the document says of one route, from its method and path alone: the verb is the path's action segment
 * (approve, export, …) or else follows from the method (GET lists or gets, by whether `data` is an array;
 * POST creates; PATCH updates; PUT sets; DELETE deletes); the noun is the resource and any sub-resource,
 * singular, or plural for lists and actions on many records.
 */
export function operationOf(route: AnyRouteSpec): Operation {
  const rest = route.url.startsWith(API_PREFIX) ? route.url.slice(API_PREFIX.length) : route.url.replace(/^\/+/, '');
  const segments = rest.split('/').filter((s) => s && !s.startsWith(':'));
  const [resource, ...more] = segments;
  // The action may close the path (leave-request/:id/approve) or lead it (sys-user/update/role/:id).
  const at = more.findIndex((segment) => ACTIONS.has(segment));
  const action = at >= 0 ? more.splice(at, 1)[0] : undefined;
  const verb =
    action ??
    {
      GET: isListAnswer(route) ? 'list' : 'get',
      POST: 'create',
      PATCH: 'update',
      PUT: 'set',
      DELETE: 'delete',
    }[route.method];

  // The resource names one record (singular) unless it is read or changed whole, as written (GET notifications).
  const whole = segments.length === 1 && !route.url.includes('/:');
  const resourceWords = NAMESPACES.has(resource)
    ? []
    : words(resource).map((w, i, all) => (i === all.length - 1 && !whole ? singular(w) : w));
  // A sub-resource repeating the resource's name (roles/role-permissions) does not repeat it.
  const subWords = more.flatMap(words);
  if (resourceWords.length && subWords[0] && singular(subWords[0]) === resourceWords[resourceWords.length - 1])
    subWords.shift();
  const noun = [...resourceWords, ...subWords];
  if (noun.length && (verb === 'list' || (action && ON_MANY.has(action)))) noun.push(plural(noun.pop()!));

  const [first, ...others] = [...words(verb), ...noun];
  return {
    operationId: first + others.map(capital).join(''),
    successStatus: CREATES.has(verb) ? 201 : 200,
  };
}

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) for a zod schema, without the `$schema` key. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return simplify(rest) as Record<string, unknown>;
}

/** `anyOf` with an empty schema admits anything (null included), so it is that empty schema: `unknown | null` is `{}`. */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, simplify(v)]));
  const isEmpty = (s: unknown) => typeof s === 'object' && s !== null && Object.keys(s).length === 0;
  if (Array.isArray(out.anyOf) && out.anyOf.some(isEmpty)) delete out.anyOf;
  return out;
}

function parameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...s }]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    ...(typeof description === 'string' ? { description } : {}),
    schema: s,
  }));
}

const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Signing in.',
  roles: 'Roles, their permissions and the permission catalogue.',
  'sys-user': 'System users: the accounts that sign in to the console.',
  notifications: "The signed-in user's notifications.",
  dashboard: 'Counts for the dashboard.',
  'activity-log': 'Who changed what, newest first.',
  employee: 'Employees, their export and their import.',
  department: 'Departments and their members.',
  team: 'Teams within departments.',
  office: 'Offices and their locations.',
  config: 'Run-time settings for the web app.',
  project: 'Projects and their members.',
  'calendar-event': 'Holidays and company events.',
  'leave-type': 'Kinds of leave and their yearly entitlement.',
  'leave-balance': 'Leave balances per employee, type and year.',
  'leave-request': 'Leave requests and their approval steps.',
  'overtime-request': 'Overtime requests and their approval steps.',
  'post-clock-request': 'Post clock requests (a missed clock-in or clock-out) and their approval steps.',
  attendance:
    'Attendance: the daily list, corrections, clock-in inside an office geofence, the monthly sheet, punch import, closing a period, the work schedule.',
};

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});
const ERRORS = {
  400: errorResponse('The request is not valid: `validators` names each field and what is wrong with it.'),
  401: errorResponse('No valid access token.'),
  403: errorResponse('The signed-in user may not do this.'),
  404: errorResponse('No such record.'),
  409: errorResponse('The change conflicts with the current state of the records.'),
  default: errorResponse('Any other error (413 body too large, 429 too many attempts, 503 try again later).'),
};

/** `public`, `authenticated`, or the permission(s) that allow the route: `role:update | role:create`. */
function accessText(access: AnyRouteSpec['access']): string {
  if (typeof access === 'string') return access;
  if ('anyOf' in access) return access.anyOf.map((p) => `${p.resource}:${p.action}`).join(' | ');
  if ('allOf' in access) return access.allOf.map((p) => `${p.resource}:${p.action}`).join(' & ');
  return `${access.resource}:${access.action}`;
}

export function buildOpenApi(routes: AnyRouteSpec[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const seen = new Map<string, string>();
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const { operationId, successStatus } = operationOf(route);
    const where = `${route.method} ${route.url}`;
    if (seen.has(operationId))
      throw new Error(`operationId ${operationId} of ${where} is also that of ${seen.get(operationId)}`);
    seen.set(operationId, where);

    const ok = route.produces
      ? {
          description: 'The file.',
          content: Object.fromEntries(
            [route.produces]
              .flat()
              .map((type: string) => [type, { schema: { type: 'string', contentMediaType: type } }]),
          ),
        }
      : {
          description: 'Success.',
          content: { 'application/json': { schema: route.response ? jsonSchema(route.response, 'output') : {} } },
        };
    const isPublic = route.access === 'public';
    const hasInput = Boolean(route.params || route.query || route.body);
    const writes = route.method !== 'GET';
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      operationId,
      tags: [route.tag],
      summary: route.summary,
      description: `Access: ${accessText(route.access)}`,
      security: isPublic ? [] : [{ bearer: [] }],
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      ...(route.body
        ? {
            requestBody: {
              required: !route.bodyOptional,
              content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
            },
          }
        : {}),
      responses: {
        [successStatus]: ok,
        ...(route.streams && successStatus !== 200
          ? {
              200: {
                description: `Progress, when the request accepts ${route.streams}: one JSON object a line.`,
                content: { [route.streams]: { schema: { type: 'string', contentMediaType: route.streams } } },
              },
            }
          : {}),
        ...(hasInput ? { 400: ERRORS[400] } : {}),
        ...(isPublic ? {} : { 401: ERRORS[401], 403: ERRORS[403] }),
        ...(route.params ? { 404: ERRORS[404] } : {}),
        ...(writes && !isPublic ? { 409: ERRORS[409] } : {}),
        default: ERRORS.default,
      },
    };
  }
  const tags = [...new Set(routes.map((r) => r.tag))].map((name) => ({
    name,
    description: TAG_DESCRIPTIONS[name] ?? `The ${name.replace(/-/g, ' ')} area.`,
  }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'HRMS admin API',
      version: '1.0.0',
      description:
        'The API behind the HRMS admin console. Every answer is JSON `{message, data?, metadata?}`; errors are `{message, validators?}`.',
    },
    servers: [{ url: '/', description: 'The server that serves this document.' }],
    tags,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from POST /api/v1/admin/auth/login.',
        },
      },
      schemas: { Error: jsonSchema(errorSchema, 'output') },
    },
    paths,
  };
}
