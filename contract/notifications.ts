// Notification types and the page each opens (SPEC.md section 7).

export const NOTIFICATION_ROUTES: Record<string, string> = {
  overtime_request: '/ot',
  ot_request: '/ot',
  postclock_request: '/post-clock-request',
  post_clock: '/post-clock-request',
  leave_request: '/leave',
};

export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_ROUTES);

/** The page a notification opens, or null for a type we do not know. */
export function notificationTarget(type: string, requestId: number | null | undefined): string | null {
  const route = NOTIFICATION_ROUTES[type];
  if (!route) return null;
  return requestId == null ? route : `${route}?request_id=${encodeURIComponent(String(requestId))}`;
}
