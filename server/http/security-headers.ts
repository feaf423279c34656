// Security headers on every response, 404s included. Pages get helmet's full set with the page's content policy. API
// answers are JSON that no browser renders or frames, so they carry the short set OWASP advises for APIs instead:
// nothing may load from them or frame them, no sniffing, and no cache anywhere keeps HR data. The built scripts,
// styles and fonts under /assets/ are never a document either: a content policy or a framing rule on them does
// nothing, and it cost about 600 bytes on each of the 40-odd files of a first visit, so they carry only what
// applies to a subresource: no sniffing, and no use by another site.
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/** Set on Fastify's reply, not on the raw response: Node then validates each header once, when it writes them. */
const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const ASSET_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

export type SecurityHeaders = (request: FastifyRequest, reply: FastifyReply, next: (error?: unknown) => void) => void;

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
  return (request, reply, next) => {
    if (request.url.startsWith('/assets/')) reply.headers(ASSET_HEADERS);
    else if (request.url.startsWith('/api/v1/')) reply.headers(API_HEADERS);
    else return page(request.raw, reply.raw, next);
    next();
  };
}
