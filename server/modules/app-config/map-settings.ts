// HRMS_TILE_URL / HRMS_TILE_ATTRIBUTION: where the office maps fetch their tiles, read once at start. Unset or
// empty means no tiles (the maps still show the pin, the circle and the fields), so nothing reaches out to
// the internet unless an administrator asks for it.
import type { MapConfig } from '../../../contract/api/app-config.ts';

/** The usual credit for OpenStreetMap-based tiles, used when a tile URL is set without its own credit. */
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

const PLACEHOLDERS = ['{z}', '{x}', '{y}'];

export function readMapSettings(env: NodeJS.ProcessEnv): MapConfig {
  const tileUrl = (env.HRMS_TILE_URL ?? '').trim();
  if (!tileUrl) return { tileUrl: '', attribution: '' };
  const absolute = /^https?:\/\/[^/?#]+\//i.test(tileUrl);
  const sameOrigin = tileUrl.startsWith('/') && !tileUrl.startsWith('//');
  if ((!absolute && !sameOrigin) || PLACEHOLDERS.some((p) => !tileUrl.includes(p))) {
    throw new Error(
      `HRMS_TILE_URL must be an http(s) URL or a /path containing {z}, {x} and {y} (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png), or empty for no tiles; got "${tileUrl}".`,
    );
  }
  return { tileUrl, attribution: (env.HRMS_TILE_ATTRIBUTION ?? '').trim() || DEFAULT_TILE_ATTRIBUTION };
}

/**
 * The Content-Security-Policy img-src entry that lets the browser load these tiles ('self' already covers a
 * /path). A `{s}` subdomain in the first label becomes a `*.` wildcard; any other placeholder in the host
 * can only be allowed by scheme.
 */
export function tileImageSources(tileUrl: string): string[] {
  const m = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl);
  if (!m) return [];
  const [, scheme, host] = m;
  if (!host.includes('{')) return [`${scheme}://${host}`];
  const [first, ...rest] = host.split('.');
  if (rest.length >= 2 && !rest.join('.').includes('{') && first.includes('{')) return [`${scheme}://*.${rest.join('.')}`];
  return [`${scheme}:`];
}
