// The auth screens' English texts, keyed `auth.…` (toasts `toast.auth.…`); auth.km.ts says each in Khmer.
export const authEn = {} as const;
