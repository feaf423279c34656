// Settings the server reads from its environment and the web app needs at run time (not at build time),
// so one build works online, offline and behind a private tile server.
import { z } from 'zod';
import { envelope } from './common.ts';

export const mapConfig = z.object({
  /** Leaflet URL template ({z}/{x}/{y}, optional {s}); empty means no tiles: a plain map with pin and circle. */
  tileUrl: z.string(),
  /** Plain text credit for the tiles (shown as text, never as HTML). */
  attribution: z.string(),
});
export type MapConfig = z.infer<typeof mapConfig>;

export const appConfigResponse = envelope(z.object({ map: mapConfig }));
export type AppConfig = z.infer<typeof appConfigResponse>['data'];

/** The settings route's schema, keyed like its route table (routes/app-config.ts). */
export const appConfigSchemas = {
  get: { summary: 'Run-time settings for the web app (map tiles)', response: appConfigResponse },
};
