import useSWR from 'swr';
import type { z } from 'zod';
import type { appConfigResponse, MapConfig } from '../../../../contract/api/app-config.ts';
import { API } from '../../../../contract/api/paths.ts';
import { swrFetcher } from '../../../lib/api-client.ts';

const NO_TILES: MapConfig = { tileUrl: '', attribution: '' };

/**
 * The server's tile settings (HRMS_TILE_URL). `settled` turns true once the answer (or a failure) is in;
 * a failure means no tiles, never a broken page.
 */
export function useMapConfig(): { map: MapConfig; settled: boolean } {
  const { data, error } = useSWR<z.infer<typeof appConfigResponse>>(API.appConfig, swrFetcher, { revalidateOnFocus: false });
  return { map: data?.data.map ?? NO_TILES, settled: !!data || !!error };
}
