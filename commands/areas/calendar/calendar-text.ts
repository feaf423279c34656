// The calendar's toasts, in English as the API and the commands say them: text alone, so the web catalogue can read it
// without loading the commands.
export const CALENDAR_TOAST = {
  created: 'Event created successfully!',
  updated: 'Event updated successfully!',
  deleted: 'Event deleted successfully!',
} as const;
