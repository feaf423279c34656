// The employees' toasts, in English as the API and the commands say them: text alone, so the web catalogue can read it
// without loading the commands.
/** Success texts in the style of the console's other toasts; the form and the move dialog use them too. */
export const EMPLOYEE_TOAST = {
  created: 'Employee created successfully!',
  updated: 'Employee updated successfully!',
  resigned: 'Employee resigned successfully!',
  deleted: 'Employee deleted successfully!',
  moved: (team: string) => `Employee moved to ${team}.`,
  failedCreate: 'Failed to create employee',
  failedUpdate: 'Failed to update employee',
} as const;
