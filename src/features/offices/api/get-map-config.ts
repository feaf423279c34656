import type { MapConfig } from '../../../../contract/api/app-config.ts';
import { appConfig } from '../../../../contract/api/routes/app-config.ts';
import { useRead } from '../../../lib/api-client.ts';

const NO_TILES: MapConfig = { tileUrl: '', attribution: '' };

/**
 * The server's tile settings (HRMS_TILE_URL). `settled` turns true once the answer (or a failure) is in;
 * a failure means no tiles, never a broken page.
 */
export function useMapConfig(): { map: MapConfig; settled: boolean } {
  const { data, error } = useRead(appConfig.get, {}, { revalidateOnFocus: false });
  return { map: data?.data.map ?? NO_TILES, settled: !!data || !!error };
}
