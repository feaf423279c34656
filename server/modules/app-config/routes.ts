import { appConfigSchemas, type MapConfig } from '../../../contract/api/app-config.ts';
import { appConfig } from '../../../contract/api/routes/app-config.ts';
import { bindRoutes, defineRoute } from '../../http/route.ts';

export function appConfigRoutes(map: MapConfig) {
  const api = bindRoutes(appConfig, appConfigSchemas);
  return [defineRoute(api.get, async () => ({ message: 'OK', data: { map } }))];
}
