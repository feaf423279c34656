// The employees screens' English texts, keyed `employees.…` (toasts `toast.employees.…`); employees.km.ts says each in Khmer.
export const employeesEn = {} as const;
