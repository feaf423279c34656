// The attendance screens' English texts, keyed `attendance.…` (toasts `toast.attendance.…`); attendance.km.ts says each in Khmer.
export const attendanceEn = {} as const;
