// The account screens' English texts, keyed `account.…` (toasts `toast.account.…`); account.km.ts says each in Khmer.
export const accountEn = {} as const;
