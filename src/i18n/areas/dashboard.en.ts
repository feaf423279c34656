// The dashboard screens' English texts, keyed `dashboard.…` (toasts `toast.dashboard.…`); dashboard.km.ts says each in Khmer.
export const dashboardEn = {} as const;
