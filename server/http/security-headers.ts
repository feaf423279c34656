// Security headers on every response, 404s included (SECURITY.md). Pages and static files get helmet's
// full set with the page's content policy. API answers are JSON that no browser renders or frames, so
// they carry the short set OWASP advises for APIs instead: nothing may load from them or frame them, no
// sniffing, and no cache anywhere keeps HR data.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

const API_HEADERS: ReadonlyArray<[string, string]> = [
  ['Cache-Control', 'no-store'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

export type SecurityHeaders = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** Built once: helmet parses its content policy when created, not per request. */
export function securityHeaders(options: { imageSources: readonly string[] }): SecurityHeaders {
  const page = helmet({
    frameguard: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles come from wherever HRMS_TILE_URL points (nowhere by default).
        imgSrc: ["'self'", 'data:', 'blob:', ...options.imageSources],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  return (req, res, next) => {
    if (!req.url?.startsWith('/api/v1/')) return page(req, res, next);
    for (const [name, value] of API_HEADERS) res.setHeader(name, value);
    next();
  };
}
