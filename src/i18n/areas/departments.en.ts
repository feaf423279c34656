// The departments screens' English texts, keyed `departments.…` (toasts `toast.departments.…`); departments.km.ts says each in Khmer.
export const departmentsEn = {} as const;
