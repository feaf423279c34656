import { appConfigResponse, type MapConfig } from '../../../contract/api/app-config.ts';
import { defineRoute } from '../../http/route.ts';

// Any signed-in user may read it: only signed-in pages show a map, and a tile URL may carry a provider key.
export function appConfigRoutes(map: MapConfig) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/admin/config',
      summary: 'Run-time settings for the web app (map tiles)',
      tag: 'config',
      access: 'authenticated',
      response: appConfigResponse,
      handler: async () => ({ message: 'OK', data: { map } }),
    }),
  ];
}
