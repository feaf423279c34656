// Environment → configuration, read once at start. DESIGN.md section 2 lists every variable.
import type { MapConfig } from '../contract/api/app-config.ts';
import { readMapSettings } from './modules/app-config/map-settings.ts';

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
  };
}
