// A write to the API followed by a refetch of the reads it changes; resolves to the server's message.
import type { Route } from '../../contract/api/route.ts';
import { call, type InputOf } from './api-client.ts';
import { revalidate } from './revalidate.ts';

/** What a write makes stale: routes (every URL of their path) or paths. */
type Stale = readonly (Route | string)[];

export async function sendAndRevalidate<R extends Route>(
  route: R,
  input: InputOf<R>,
  stale: Stale,
): Promise<string | undefined> {
  // Every write answers at least { message } (the routes' response schemas).
  const res = (await call<Route>(route, input as InputOf<Route>)) as { message?: string };
  await Promise.all(stale.map((prefix) => revalidate(typeof prefix === 'string' ? prefix : prefix.path)));
  return res.message;
}
