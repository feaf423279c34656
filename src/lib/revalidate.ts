import { mutate } from 'swr';

/** Refetches every cached SWR key that starts with `prefix` (an API path). */
export function revalidate(prefix: string): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(prefix));
}
