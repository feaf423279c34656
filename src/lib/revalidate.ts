import { mutate } from 'swr';
import type { Route } from '../../contract/api/route.ts';

/** Refetches every cached SWR key that starts with `prefix`: an API path, or a route's path. */
export function revalidate(prefix: string | Route): Promise<unknown> {
  const path = typeof prefix === 'string' ? prefix : prefix.path;
  return mutate((key) => typeof key === 'string' && key.startsWith(path));
}
