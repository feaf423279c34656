// The employees screens' English texts, keyed `employees.…` (toasts `toast.employees.…`); employees.km.ts says each in Khmer.

export const employeesEn = {
  // Stored values as they read on screen (the department's member list shows them too).
  'employees.probation.passed': 'Passed',
  'employees.probation.on_probation': 'On Probation',
  'employees.probation.none': 'No probation',
  'employees.status.active': 'Active',
  'employees.status.resigned': 'Resigned',
} as const;
