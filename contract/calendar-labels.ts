// The calendar's kinds as the screens name them, without zod (the web app's first screen imports no schemas).
export const CALENDAR_KIND_LABELS = {
  holiday: 'Public holiday',
  event: 'Company event',
  training: 'Training',
  meeting: 'Meeting',
  leave: 'Leave',
} as const;
export type CalendarKindName = keyof typeof CALENDAR_KIND_LABELS;
export const CALENDAR_KIND_NAMES = Object.keys(CALENDAR_KIND_LABELS) as CalendarKindName[];
