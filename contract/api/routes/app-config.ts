import type { appConfigSchemas } from '../app-config.ts';
import { routeTable } from '../route.ts';

/** Run-time settings: any signed-in user may read them (only signed-in pages show a map, and a tile URL may
 * carry a provider key). */
export const appConfig = routeTable<typeof appConfigSchemas>()({
  get: ['GET', '/config', 'authenticated'],
});
