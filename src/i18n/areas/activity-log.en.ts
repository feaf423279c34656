// The activity-log screens' English texts, keyed `activity-log.…` (toasts `toast.activity-log.…`); activity-log.km.ts says each in Khmer.
export const activityLogEn = {} as const;
