// Web figures for `npm run bench` (docs/architecture.md#budgets), measured honestly in Chromium:
//  (a) initial JS: the bytes the server sends for the entry chunk of dist/index.html plus every chunk it
//      imports statically, asked with Accept-Encoding gzip (the budget) and br (what most browsers get);
//  (b) palette: per-keystroke time (keydown → committed result list) of the real PaletteView + ranking
//      over 10,000 synthetic entries, on the bench page built from src/bench/ (served from dist/);
//  (c) tables: the most `[role=row]` elements in the page while scrolling the real DataTable through
//      100,000 rows on the same bench page, once with the users columns and once with the employee list's
//      own columns (the list API pages at most 100 rows per request, so the virtualisation is measured on
//      synthetic rows rather than through the server).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { measureFirstVisit, type FirstVisitFigures } from './first-visit.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
// HRMS_WEB_DIST, as the server reads it: the build the server under test serves.
const DIST = path.join(ROOT, process.env.HRMS_WEB_DIST ?? 'dist');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// The hook the bench page (src/bench/bench-main.tsx) exposes, as seen from page.evaluate.
declare global {
  interface Window {
    __bench: { keystrokeMs: number[]; mark: () => void };
  }
}

export interface WebFigures extends Partial<FirstVisitFigures> {
  initialJsGzipKb: number;
  initialJsBrotliKb: number;
  paletteMedianMs: number;
  paletteP95Ms: number;
  usersTableMaxRows: number;
  employeeTableMaxRows: number;
}

/** Entry script + modulepreloads of index.html, then static `import … from "./x.js"` of each, recursively. */
export function initialChunks(distDir = DIST): string[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const queue = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => path.join(distDir, (m[1] ?? m[2]).replace(/^\//, '')));
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file) || !file.endsWith('.js')) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    // Static imports only: `import x from"./a.js"`, `import"./a.js"`, `export … from"./a.js"`; not `import("./a.js")`.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
      queue.push(path.resolve(path.dirname(file), m[1]));
    }
  }
  return [...seen];
}

/** The bytes of one answer as they come over the wire (node:http does not decode them), in `encoding`. */
function bytesSent(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          const sentAs = res.headers['content-encoding'];
          if (res.statusCode !== 200 || sentAs !== encoding)
            reject(new Error(`${url}: ${res.statusCode}, sent as ${sentAs ?? 'plain'} when asked for ${encoding}`));
          else resolve(bytes);
        });
      })
      .on('error', reject);
  });
}

/** The initial chunks as the server sends them to a browser that accepts `encoding`, in KB. */
export async function initialJsSentKb(baseUrl: string, encoding: 'gzip' | 'br', distDir = DIST): Promise<number> {
  let bytes = 0;
  for (const file of initialChunks(distDir))
    bytes += await bytesSent(`${baseUrl}/${path.relative(distDir, file).split(path.sep).join('/')}`, encoding);
  return Math.round((bytes / 1024) * 10) / 10;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (n: number) => Math.round(n * 100) / 100;

/** The most `[role=row]` elements in the page while scrolling the table at `url` from top to bottom. */
async function maxRowsWhileScrolling(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.getByRole('grid').waitFor();
  const scroller = page.locator('[role=grid] [role=rowgroup]').nth(1);
  let maxRows = 0;
  const steps = 60;
  for (let i = 0; i <= steps; i++) {
    const rows = await scroller.evaluate(async (el, frac) => {
      el.scrollTop = (el.scrollHeight - el.clientHeight) * frac;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return document.querySelectorAll('[role=row]').length;
    }, i / steps);
    maxRows = Math.max(maxRows, rows);
  }
  const lastRowShown = await page.getByRole('row').last().textContent();
  if (!lastRowShown?.includes('100000'))
    throw new Error(`scrolling ${url} did not reach the last row (saw "${lastRowShown}")`);
  return maxRows;
}

export async function runWebBench(opts: {
  baseUrl: string;
  chromiumPath?: string;
  /** Who signs in for the throttled first visit; without it that figure is not measured. */
  signIn?: { username: string; password: string };
}): Promise<WebFigures> {
  const initialJsGzipKb = await initialJsSentKb(opts.baseUrl, 'gzip');
  const initialJsBrotliKb = await initialJsSentKb(opts.baseUrl, 'br');
  const browser = await chromium.launch({
    executablePath: opts.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();

    // (b) palette
    await page.goto(`${opts.baseUrl}/src/bench/index.html?entries=10000`);
    const input = page.getByRole('combobox');
    await input.waitFor();
    await input.focus();
    const samples: number[] = [];
    for (const query of ['employee 4321', 'golf hotel', 'staff 99', 'zzz', 'delta echo 7']) {
      await page.evaluate(() => (window.__bench.keystrokeMs = []));
      for (const ch of query) {
        await page.keyboard.press(ch === ' ' ? 'Space' : ch);
      }
      for (let i = 0; i < query.length; i++) await page.keyboard.press('Backspace');
      await page.waitForTimeout(50);
      samples.push(...(await page.evaluate(() => window.__bench.keystrokeMs)));
    }
    if (samples.length < 20) throw new Error(`only ${samples.length} keystrokes were timed`);

    // (c) tables: the users table and the employee list's own columns, each over 100,000 rows
    const usersTableMaxRows = await maxRowsWhileScrolling(
      page,
      `${opts.baseUrl}/src/bench/index.html?view=table&rows=100000`,
    );
    const employeeTableMaxRows = await maxRowsWhileScrolling(
      page,
      `${opts.baseUrl}/src/bench/index.html?view=employees&rows=100000`,
    );

    // (d) the first visit over slow 4G, last: it opens its own cold context
    const firstVisit = opts.signIn ? await measureFirstVisit(browser, { baseUrl: opts.baseUrl, ...opts.signIn }) : {};

    return {
      ...firstVisit,
      initialJsGzipKb,
      initialJsBrotliKb,
      paletteMedianMs: round(percentile(samples, 50)),
      paletteP95Ms: round(percentile(samples, 95)),
      usersTableMaxRows,
      employeeTableMaxRows,
    };
  } finally {
    await browser.close();
  }
}

// `npx tsx bench/web.ts http://127.0.0.1:3000` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  runWebBench({ baseUrl: process.argv[2] ?? 'http://127.0.0.1:3000' }).then((f) =>
    console.log(JSON.stringify(f, null, 2)),
  );
}
