// One HTTP client: JSON, bearer token from the session, and any 401 signs out (SPEC.md section 8).
import { ofetch, type FetchOptions } from 'ofetch';
import { session, clearSession } from './session.ts';

let onUnauthorized: () => void = () => {};

/** The app registers where a 401 sends the user (it owns the router). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export const http = ofetch.create({
  retry: 0,
  onRequest({ options }) {
    if (session.token) {
      const headers = new Headers(options.headers);
      headers.set('Authorization', `Bearer ${session.token}`);
      options.headers = headers;
    }
  },
  onResponseError({ response, request }) {
    // A failed sign-in is a 401 too, but it is not a lost session.
    if (response.status === 401 && !String(request).endsWith('/auth/login') && session.isAuthenticated) {
      clearSession();
      onUnauthorized();
    }
  },
});

export function apiGet<T>(url: string, options?: FetchOptions<'json'>): Promise<T> {
  return http<T>(url, { ...options, method: 'GET' });
}

export function apiSend<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<T> {
  return http<T>(url, { method, body: body as Record<string, unknown> | undefined });
}

/** SWR fetcher: the key is the URL. */
export const swrFetcher = <T,>(url: string) => apiGet<T>(url);
