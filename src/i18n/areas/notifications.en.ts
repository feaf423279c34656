// The notifications screens' English texts, keyed `notifications.…` (toasts `toast.notifications.…`); notifications.km.ts says each in Khmer.
export const notificationsEn = {} as const;
