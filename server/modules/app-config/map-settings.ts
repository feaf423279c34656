// What the office maps need from the browser: the Content-Security-Policy img-src entry for the configured
// tile server (server/config.ts parses HRMS_TILE_URL; this module only reads the result).

/**
 * The img-src entry that lets the browser load these tiles ('self' already covers a /path). A `{s}`
 * subdomain in the first label becomes a `*.` wildcard; any other placeholder in the host can only be
 * allowed by scheme.
 */
export function tileImageSources(tileUrl: string): string[] {
  const m = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl);
  if (!m) return [];
  const [, scheme, host] = m;
  if (!host.includes('{')) return [`${scheme}://${host}`];
  const [first, ...rest] = host.split('.');
  if (rest.length >= 2 && !rest.join('.').includes('{') && first.includes('{'))
    return [`${scheme}://*.${rest.join('.')}`];
  return [`${scheme}:`];
}
