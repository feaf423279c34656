// The leave screens' English texts, keyed `leave.…` (toasts `toast.leave.…`); leave.km.ts says each in Khmer.
export const leaveEn = {} as const;
