// The offices screens' English texts, keyed `offices.…` (toasts `toast.offices.…`); offices.km.ts says each in Khmer.
export const officesEn = {} as const;
