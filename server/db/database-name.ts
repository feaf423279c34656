/** The database a DATABASE_URL names, without its credentials, for messages: a file's path or host/name. */
export function databaseName(url: string): string {
  if (url.startsWith('file:')) return url.slice('file:'.length);
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}
