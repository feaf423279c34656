// One HTTP client: JSON, bearer token from the session, and any 401 signs out.
// Calls are typed from the contract's routes (contract/api/routes/): `call(payroll.generate, { body })` sends
// the route's method to its path, with the params, query and body its schemas accept, and answers its response
// schema's type, so a filter the server would refuse or an answer read as the wrong shape fails the type check.
// Only types come from zod here: the first screen loads no schema.
import { ofetch } from 'ofetch';
import { useEffect, useRef } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { useSnapshot } from 'valtio';
import type { z } from 'zod';
import { pathOf as pathWith, type Route } from '../../contract/api/route.ts';
import { session, clearSession } from './session.ts';
import { language } from '../i18n/language.ts';

let onUnauthorized: () => void = () => {};

/** The app registers where a 401 sends the user (it owns the router). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export const http = ofetch.create({
  retry: 0,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    if (session.token) headers.set('Authorization', `Bearer ${session.token}`);
    // The server answers its messages in the language on screen, whatever the browser's own list says.
    headers.set('Accept-Language', language.value);
    options.headers = headers;
  },
  onResponseError({ response, request }) {
    // A failed sign-in is a 401 too, but it is not a lost session.
    if (response.status === 401 && !String(request).endsWith('/auth/login') && session.isAuthenticated) {
      clearSession();
      onUnauthorized();
    }
  },
});

/**
 * What a caller may send to a list, from the list's query schema: any of its fields, none required (the server
 * fills page, limit and the rest). A coerced field (page, limit, ids, year: its input type is `unknown`, since a
 * URL carries only text) is held as the number it parses to; every other field as the schema takes it.
 */
export type QueryOf<S extends z.ZodType> = {
  [K in keyof z.input<S>]?: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : never
    : z.input<S>[K];
};

/** The query of a read that takes none (one item, the dashboard, the roles list). */
export type NoQuery = Record<never, never>;

type SchemasOf<R> = R extends Route<infer S> ? S : never;

/** A path parameter's values: a coerced field (ids) as the number it parses to, others as the schema takes them. */
type ParamsOf<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : never
    : z.input<S>[K];
};

/** What a call of a route sends: the params, query and body its schemas take (a query's fields all optional). */
export type InputOf<R> = (SchemasOf<R> extends { params: infer P extends z.ZodType }
  ? { params: ParamsOf<P> }
  : { params?: undefined }) &
  (SchemasOf<R> extends { query: infer Q extends z.ZodType } ? { query?: QueryOf<Q> } : { query?: undefined }) &
  (SchemasOf<R> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: undefined });

/** What a route answers: its response schema's type. */
export type ResultOf<R> = SchemasOf<R> extends { response: infer A extends z.ZodType } ? z.infer<A> : unknown;

/** The input argument of a call: optional when the route takes no params and no body. */
type InputArg<R> = object extends InputOf<R> ? [input?: InputOf<R>] : [input: InputOf<R>];

/** A route's path with its `:name` parameters filled in. */
export function pathOf<R extends Route>(route: R, ...[input]: InputArg<R>): string {
  return pathWith(route, input?.params as Record<string, string | number> | undefined);
}

function withQuery(path: string, query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The URL of a call: the path, then the query's values in order; undefined, null and '' are left out. */
export function urlOf<R extends Route>(route: R, ...[input]: InputArg<R>): string {
  return withQuery(pathOf(route, ...([input] as InputArg<R>)), input?.query);
}

/** Calls a route: its method, path, query and JSON body; answers its response schema's type. */
export function call<R extends Route>(route: R, ...[input]: InputArg<R>): Promise<ResultOf<R>> {
  const url = urlOf(route, ...([input] as InputArg<R>));
  return http<ResultOf<R>>(url, { method: route.method, body: input?.body as Record<string, unknown> | undefined });
}

/**
 * A GET route read through SWR. The key is the URL, so `revalidate(route.path)` after a change refreshes it and
 * every screen that reads the same URL shares one copy. `input` null (no id yet, or the user may not read it)
 * asks nothing.
 */
export function useRead<R extends Route>(
  route: R,
  input?: InputOf<R> | null,
  options?: SWRConfiguration<ResultOf<R>>,
): SWRResponse<ResultOf<R>> {
  const key = input === null ? null : urlOf(route, ...([input] as InputArg<R>));
  const read = useSWR(key, (url: string) => http<ResultOf<R>>(url, { method: 'GET' }), options);
  useRereadOnLanguageChange(read.mutate);
  return read;
}

/** What the server worded in the language on screen (payslip lines, a settlement's items) is read again once the
 * reader switches language, rather than kept in the other one until something else refreshes it. */
function useRereadOnLanguageChange(reread: () => unknown): void {
  const { value } = useSnapshot(language);
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    void reread();
  }, [value, reread]);
}
