// The payroll screens' English texts, keyed `payroll.…` (toasts `toast.payroll.…`); payroll.km.ts says each in Khmer.
export const payrollEn = {} as const;
