import { preload } from 'swr';
import { dashboard } from '../../../../contract/api/routes/dashboard.ts';
import { http, urlOf, useRead } from '../../../lib/api-client.ts';

export function useDashboard() {
  return useRead(dashboard.get);
}

/** Asks for the dashboard ahead of its page (SWR hands the answer to useDashboard's first read). */
export function prefetchDashboard(): void {
  void preload(urlOf(dashboard.get), (url: string) => http(url, { method: 'GET' })).catch(() => undefined);
}
