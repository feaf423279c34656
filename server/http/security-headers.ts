// Security headers on every response, 404s included. Pages and static files get helmet's full set with the page's
// content policy. API answers are JSON that no browser renders or frames, so they carry the short set OWASP advises for
// APIs instead: nothing may load from them or frame them, no sniffing, and no cache anywhere keeps HR data.
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
    if (!request.url.startsWith('/api/v1/')) return page(request.raw, reply.raw, next);
    reply.headers(API_HEADERS);
    next();
  };
}
