// The web build's text files compressed once, at build time: a brotli (.br) and a gzip (.gz) copy beside each,
// at the highest levels, which the server hands each browser by its Accept-Encoding (web-app.ts) without
// compressing anything while it serves.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** index.html's gzip copy is written last, so its presence says the whole build finished (ensure-web-build.mjs). */
export const LAST_WRITTEN = 'index.html.gz';

async function compressFile(file: string): Promise<void> {
  const content = await fs.readFile(file);
  const copies: Array<[string, Buffer]> = [
    [
      '.br',
      await brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    ],
    ['.gz', await gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION })],
  ];
  for (const [extension, bytes] of copies) await fs.writeFile(file + extension, bytes);
}

/** Writes the .br and .gz copies of every text file under `dir`, index.html's last. */
export async function precompressDir(dir: string): Promise<void> {
  const entries = await fs.readdir(dir, { recursive: true });
  const files = entries.filter((name) => TEXT_FILE.test(name)).map((name) => path.join(dir, name));
  const index = path.join(dir, 'index.html');
  await Promise.all(files.filter((file) => file !== index).map(compressFile));
  if (files.includes(index)) await compressFile(index);
}

/** Vite plugin: every `vite build` leaves its output compressed (npm run build, npm start, the bench, e2e). */
export function precompress(): Plugin {
  return {
    name: 'hrms-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
