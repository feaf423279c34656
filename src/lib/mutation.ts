// A write to the API followed by a refetch of the lists it changes; resolves to the server's message.
import { apiSend } from './api-client.ts';
import { revalidate } from './revalidate.ts';

export async function sendAndRevalidate(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  stale: readonly string[],
  body?: unknown,
): Promise<string | undefined> {
  const res = await apiSend<{ message?: string } | undefined>(method, url, body);
  await Promise.all(stale.map((prefix) => revalidate(prefix)));
  return res?.message;
}
