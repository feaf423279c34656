// Notification types and the page each opens.

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

/**
 * What a notification tells its reader about the request: null for "a request waits for you" (sent to whoever
 * can act next); an outcome for the requester's own account once the request is decided, cancelled, or settled
 * by an attendance correction (closed as approved, with the corrected time rather than the one asked for).
 */
export const NOTIFICATION_OUTCOMES = ['approved', 'rejected', 'cancelled', 'settled'] as const;
export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];
