// Serves the built single-page app with history fallback, or a placeholder page until it is built. Each text
// file of the build has a brotli and a gzip copy beside it (scripts/precompress-web.ts): the copy the browser
// accepts is sent as it is, the file itself to a browser that accepts neither.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERRORS } from '../../contract/messages.ts';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>HRMS</title></head>
<body><main><h1>HRMS</h1><p>The API is running. The console has not been built yet: run <code>npm run build</code>.</p>
<p>API documentation: <a href="/api/docs">/api/docs</a></p></main></body></html>`;

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  const built = fs.existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The copies are found beside their file when asked for it, not served as files of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Cache-Control is set below: send's own 'public, max-age=0' would replace it.
      cacheControl: false,
      setHeaders: (res, file) => {
        // Caches must keep the brotli, gzip and plain copies apart.
        res.setHeader('Vary', 'Accept-Encoding');
        // Hashed asset names never change content, so they can be cached for good; other files are checked
        // again each time (their ETag answers 304 while they are unchanged).
        res.setHeader(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A path with a file extension is a file, not a route: a missing chunk must 404, not load index.html.
    const pathname = request.url.split('?')[0];
    const isPage =
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !/\.[A-Za-z0-9]+$/.test(pathname);
    if (!isPage) return reply.status(404).send({ message: ERRORS.notFound });
    reply.header('Cache-Control', 'no-cache');
    if (built) return reply.sendFile('index.html');
    return reply.type('text/html').send(PLACEHOLDER);
  });
}
