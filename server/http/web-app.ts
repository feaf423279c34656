// Serves the built single-page app with history fallback, or a placeholder page until it is built.
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
      setHeaders: (res, file) => {
        // Hashed asset names never change content, so they can be cached for good.
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
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
