// Employment's messages (contracts, leaving), text alone: the web catalogue reads them without the schemas.
export const EMPLOYMENT_MESSAGES = {
  contractAdded: 'Contract recorded successfully!',
  employeeNotFound: 'Employee not found',
  fixedNeedsEnd: 'A fixed-duration contract needs its end date.',
  undeterminedHasNoEnd: 'An undetermined-duration contract has no end date.',
  endBeforeStart: 'The end date must be on or after the start date.',
  startBeforeJoin: (join: string) => `A contract cannot start before the join date (${join}).`,
  sameStart: (date: string) => `A contract of this employee already starts on ${date}.`,
  paidThrough: (field: string, date: string, month: string, paidTo: string) =>
    `The ${field} ${date} is before the end of the last approved payroll (${month}, paid to ${paidTo}).`,
  alreadyLeft: (name: string, date: string) => `${name} left on ${date}: their employment has already ended.`,
  lastDayBeforeJoin: (join: string) => `The last day cannot be before the join date (${join}).`,
  ended: (name: string) => `Employment of ${name} ended: the settlement is ready.`,
  noSettlement: 'This employee has no settlement: their employment has not been ended.',
  noticeOnlyForDismissal: 'Notice given applies to a dismissal only.',
} as const;
