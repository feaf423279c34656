// The notifications screens' English texts, keyed `notifications.…` (toasts `toast.notifications.…`); notifications.km.ts says each in Khmer.
export const notificationsEn = {
  'notifications.title': 'Notifications',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.list': 'Notification list',
  'notifications.unread': 'Unread: ',
  // What a notification is about, and what it says: a request that waits for the reader, or how theirs ended.
  'notifications.kind.overtime': 'overtime request',
  'notifications.kind.postClock': 'post clock request',
  'notifications.kind.leave': 'leave request',
  'notifications.someone': 'Someone',
  'notifications.sentA': '{name} sent a {what}',
  'notifications.sentAn': '{name} sent an {what}',
  'notifications.yours': 'Your {what} was {outcome}',
  'notifications.yoursFor': 'Your {what} for {name} was {outcome}',
  'notifications.outcome.approved': 'approved',
  'notifications.outcome.rejected': 'rejected',
  'notifications.outcome.cancelled': 'cancelled',
  'notifications.outcome.settled': 'settled by an attendance correction',
} as const;
