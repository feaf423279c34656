// Environment → configuration, read once at start; the README lists every variable. Modules read
// the parsed Config (app.ts hands each what it needs); nothing here imports a module.
import type { MapConfig } from '../contract/api/app-config.ts';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  adminUsername: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  logLevel: string;
  /** Built web app to serve, if present. */
  webDist: string;
  /** Map tiles for the office pages (HRMS_TILE_URL, HRMS_TILE_ATTRIBUTION); empty URL: no tiles. */
  map: MapConfig;
  /** The employer's name printed on each payslip (HRMS_COMPANY_NAME); empty: the payslip names no employer. */
  companyName: string;
  /** Heavy jobs (files, imports) run on worker threads, this many at a time (HRMS_JOB_WORKERS); more get a 503. */
  jobWorkers: number;
  /** Each job's JavaScript heap limit in MB (HRMS_JOB_MEMORY_MB): a job over it stops alone, answering 500. */
  jobMemoryMb: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL ?? 'file:./data/hrms.sqlite',
    adminUsername: env.HRMS_ADMIN_USERNAME ?? 'admin',
    adminPassword: env.HRMS_ADMIN_PASSWORD || undefined,
    jwtSecret: env.HRMS_JWT_SECRET || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.HRMS_WEB_DIST ?? 'dist',
    map: readMapSettings(env),
    companyName: (env.HRMS_COMPANY_NAME ?? '').trim(),
    jobWorkers: positive(env, 'HRMS_JOB_WORKERS', 2),
    jobMemoryMb: positive(env, 'HRMS_JOB_MEMORY_MB', 1024),
  };
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = (env[name] ?? '').trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1; got "${text}".`);
  return value;
}

// HRMS_TILE_URL / HRMS_TILE_ATTRIBUTION: where the office maps fetch their tiles. Unset or empty means no
// tiles (the maps still show the pin, the circle and the fields), so nothing reaches out to the internet
// unless an administrator asks for it.

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
