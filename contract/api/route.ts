// A route of the API as both sides know it. An area declares its routes in two parts keyed by the same names:
// its schema map (next to its zod schemas: params, query, body, response and the OpenAPI summary) and its route
// table (contract/api/routes/<area>.ts: method, path and who may call it), which is typed from the map. The
// server binds the two and registers a handler per route; the web app imports only the table, whose schemas
// are types, so no zod schema loads with the first screen.
import type { z } from 'zod';
import type { Permission, PermissionRequirement } from '../permissions.ts';
import { API_BASE } from './base.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, any signed-in user, or a holder of a permission. */
export type Access = 'public' | 'authenticated' | PermissionRequirement;

/** What the server knows of a route beyond its table entry: its schemas and its OpenAPI text. */
export interface RouteSchemas {
  summary: string;
  /** The OpenAPI tag, when it is not the path's first segment. */
  tag?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A request without a body is read as an empty one, so the schema names what is missing by its field. */
  bodyOptional?: boolean;
  /** The success answer's shape; a file route has none and declares `produces`. */
  response?: z.ZodType;
  /** Binary answers, by content type: one, or each the route may answer when the request picks the format. */
  produces?: string | readonly string[];
  /** A second success format (200) the handler may send with sendStream() when the request accepts it. */
  streams?: string;
}

/** An area's schema map: one entry per route, keyed like its route table. */
export type SchemaMap = Record<string, RouteSchemas>;

/** A route: method, full path and access at run time; its schemas as a type only (`schemas` is never set). */
export interface Route<S extends RouteSchemas = RouteSchemas> {
  readonly method: Method;
  /** The full path, with `:name` for each path parameter. */
  readonly path: string;
  readonly access: Access;
  readonly schemas?: S;
}

/**
 * A route's path with its `:name` parameters filled in, for callers outside the web client (journeys, seeds):
 * `pathOf(leaveTypes.get, { id: 4 })` → '/api/v1/admin/leave-type/4'.
 */
export function pathOf(route: Pick<Route, 'path'>, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** A route table entry: method, path below the API's base ('' for the base itself), access. */
export type RouteEntry = readonly [Method, string, Access];

/**
 * An area's route table, typed from its schema map: `routeTable<typeof payrollSchemas>()({ generate: ['POST',
 * '/payroll/generate', can('payroll', 'create')], … })`. Every key of the map needs an entry and no other.
 */
export function routeTable<M extends SchemaMap>() {
  return <T extends { [K in keyof M]: RouteEntry } & Record<Exclude<keyof T, keyof M>, never>>(
    entries: T,
  ): { [K in keyof M]: Route<M[K]> } =>
    Object.fromEntries(
      Object.entries(entries).map(([name, [method, path, access]]) => [
        name,
        { method, path: `${API_BASE}${path}`, access },
      ]),
    ) as { [K in keyof M]: Route<M[K]> };
}

/** The one permission a route needs: `can('payroll', 'read')`. */
export const can = (resource: Permission['resource'], action: Permission['action']): Permission => ({
  resource,
  action,
});

/** A permission and, with it, the ones every route of an area also needs (pay lines also need payroll read). */
export const canAlso = (permission: Permission, also: Permission | undefined): PermissionRequirement =>
  also ? { allOf: [permission, also] } : permission;

/** The five routes of a directory area, by operation. */
export type ResourceOperation = 'list' | 'get' | 'create' | 'update' | 'remove';

/**
 * The route table of a directory area: GET /x, GET /x/:id, POST /x, PATCH /x/:id, DELETE /x/:id, each guarded
 * by the resource's read, read, create, update or delete permission (and `also`, when every one needs it).
 */
export function resourceTable<M extends Record<ResourceOperation, RouteSchemas>>(
  path: string,
  resource: Permission['resource'],
  also?: Permission,
): { [K in ResourceOperation]: Route<M[K]> } {
  const access = (action: Permission['action']) => canAlso(can(resource, action), also);
  return routeTable<Record<ResourceOperation, RouteSchemas>>()({
    list: ['GET', path, access('read')],
    get: ['GET', `${path}/:id`, access('read')],
    create: ['POST', path, access('create')],
    update: ['PATCH', `${path}/:id`, access('update')],
    remove: ['DELETE', `${path}/:id`, access('delete')],
  }) as { [K in ResourceOperation]: Route<M[K]> };
}
