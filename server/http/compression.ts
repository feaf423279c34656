// API answers leave compressed when the client accepts it: JSON, the OpenAPI document, .csv and .ics exports
// and JSON errors alike. The web app's files are not compressed here: they were compressed once at build time
// and web-app.ts serves those copies. Compressing secrets beside text a caller chose (the BREACH guess by
// answer size) needs requests the victim's browser signs on its own; this API reads a bearer token, never a
// cookie, so a cross-site page cannot make such requests.
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { NDJSON_TYPE } from './upload.ts';

/** Smaller answers gain too little to be worth a compressor's set-up (most errors, a single record). */
export const COMPRESS_THRESHOLD = 1024;

// Brotli at quality 4 sends about what gzip's default level does for half its CPU (the figures per level:
// bench/results/one-off-measurements.md). It goes first; gzip at level 4 serves clients without brotli (browsers over
// plain HTTP) for the same CPU, a tenth bigger.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 4;

/**
 * Text and JSON, but never a progress stream: a compressor holds its input until it has a block to write, and
 * NDJSON lines must reach the client as each is written. The plugin also compresses what mime-db marks
 * compressible, which application/x-ndjson is not, nor .xlsx, .zip or .pdf: those are compressed already.
 */
export function compressible(contentType: string): boolean {
  const type = contentType.split(';', 1)[0].trim().toLowerCase();
  if (type === NDJSON_TYPE || type === 'text/event-stream') return false;
  return type.startsWith('text/') || type === 'application/json' || type.endsWith('+json');
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Added before the plugin's own onRoute hook, so it sees this first: a route outside the API serves a
  // file of the web build, compressed ahead of time or not worth compressing.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress ??= false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: compressible,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    // Request bodies stay as sent: a compressed upload would be a new way past the upload limits.
    globalDecompression: false,
  });
}
