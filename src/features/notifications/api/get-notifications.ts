// Polled every 30 s while the tab is visible, and once more as soon as it becomes visible again. Never while
// hidden.
import { useEffect } from 'react';
import { notifications } from '../../../../contract/api/routes/notifications.ts';
import { call, useRead } from '../../../lib/api-client.ts';

export const NOTIFICATION_REFRESH_MS = 30_000;

export function useNotifications(enabled: boolean) {
  const swr = useRead(notifications.list, enabled ? {} : null, {
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
  return call(notifications.list);
}
