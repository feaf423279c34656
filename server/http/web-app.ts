// Serves the built single-page app with history fallback, or a placeholder page until it is built. Each text
// file of the build has a brotli and a gzip copy beside it (scripts/precompress-web.ts): the copy the browser
// accepts is sent as it is, the file itself to a browser that accepts neither.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERRORS } from '../../contract/messages.ts';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>HRMS</title></head>
<body><main><h1>HRMS</h1><p>The API is running. The console has not been built yet: run <code>npm run build</code>.</p>
<p>API documentation: <a href="/api/docs">/api/docs</a></p></main></body></html>`;

/** Caches must keep the brotli, gzip and plain copies apart. */
const cachedFor = (cacheControl: string) => (res: SetHeadersResponse) => {
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
};

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  const built = fs.existsSync(path.join(root, 'index.html'));
  if (built) {
    const served = {
      wildcard: false,
      index: false,
      preCompressed: true,
      // Cache-Control is set by `cachedFor`: send's own 'public, max-age=0' would replace it.
      cacheControl: false,
    } as const;
    // The copies are found beside their file when asked for it, not served as files of their own.
    const copies = ['**/*.br', '**/*.gz'];
    // The page and the files beside it are checked again each time (the ETag answers 304 while unchanged).
    await app.register(fastifyStatic, {
      ...served,
      root,
      globIgnore: [...copies, 'assets/**'],
      setHeaders: cachedFor('no-cache'),
    });
    // Hashed names never change content: cached for good and never checked again, so they carry no validators,
    // which would only add bytes to each of a first visit's 40-odd answers.
    if (fs.existsSync(path.join(root, 'assets')))
      await app.register(fastifyStatic, {
        ...served,
        root: path.join(root, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        globIgnore: copies,
        etag: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders: cachedFor('public, max-age=31536000, immutable'),
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
