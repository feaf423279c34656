// A server scripted by path for the screens' tests: fetch answers from a table, and the URLs asked are kept.
import { vi } from 'vitest';

/** Answers each request by the first route whose path the URL ends with (404 otherwise); records every URL. */
export function scriptServer(routes: Record<string, unknown>): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string | Request) => {
    const href = String(url instanceof Request ? url.url : url);
    asked.push(href);
    const path = new URL(href, 'http://localhost').pathname;
    const match = Object.keys(routes).find((p) => path.endsWith(p));
    return Promise.resolve(
      new Response(JSON.stringify(match ? routes[match] : { message: 'Not found' }), {
        status: match ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return asked;
}
