// Payroll's refusals and toasts, in English as the API and the commands say them: text alone, so the web catalogue can read it
// without loading the commands.
/** Said by the server too (contract/api/payroll.ts PAYROLL_MESSAGES); payroll-commands.test.ts keeps them equal. */
export const PAYROLL_TEXT = {
  locked: 'This payroll run is approved and locked: corrections go into next month as a pay line.',
  alreadyGenerated: (month: string) => `Payroll for ${month} has already been generated.`,
  approved: 'Payroll approved successfully!',
  regenerated: 'Payroll regenerated successfully!',
  payLineDeleted: 'Pay line deleted successfully!',
  adjustDraft: 'This payroll run is still a draft: change its pay lines and regenerate it instead.',
  alreadyLeft: (name: string) => `${name} has already left: open their settlement instead.`,
  statutoryDraft: 'This payroll run is still a draft: approve it before downloading its statutory files.',
} as const;
