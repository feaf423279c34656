// The calendar screens' English texts, keyed `calendar.…` (toasts `toast.calendar.…`); calendar.km.ts says each in Khmer.
export const calendarEn = {} as const;
