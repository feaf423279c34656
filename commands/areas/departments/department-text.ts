// The departments' toasts, in English as the API and the commands say them: text alone, so the web catalogue can read it
// without loading the commands.
export const DEPARTMENT_TOAST = {
  deleted: 'Department deleted successfully!',
  teamDeleted: 'Team deleted successfully!',
} as const;
