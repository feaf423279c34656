// Polled every 30 s while the tab is visible, and once more as soon as it becomes visible again
// (SPEC.md sections 7 and 9). Never while hidden.
import { useEffect } from 'react';
import { API } from '../../../../contract/api/paths.ts';
import type { notificationsResponse } from '../../../../contract/api/notifications.ts';
import { endpoint, fetchFrom, useRead } from '../../../lib/api-client.ts';

export const NOTIFICATION_REFRESH_MS = 30_000;

const notifications = endpoint<typeof notificationsResponse>(API.notifications);

export function useNotifications(enabled: boolean) {
  const swr = useRead(enabled ? notifications : null, undefined, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    refreshInterval: 0,
  });
  const { mutate } = swr;
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => {
      if (document.visibilityState === 'visible') void mutate();
    };
    const timer = setInterval(refresh, NOTIFICATION_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [enabled, mutate]);
  return swr;
}

export function fetchNotifications() {
  return fetchFrom(notifications);
}
