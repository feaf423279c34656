// A write to the API followed by a refetch of the lists it changes; resolves to the server's message.
import { apiSend } from './api-client.ts';
import { revalidate } from './revalidate.ts';

export async function sendAndRevalidate(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  stale: readonly string[],
  body?: object,
): Promise<string | undefined> {
  // Every write answers at least { message } (the routes' response schemas).
  const res = await apiSend(method, url, body);
  await Promise.all(stale.map((prefix) => revalidate(prefix)));
  return res.message;
}
