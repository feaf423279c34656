// The roles screens' English texts, keyed `roles.…` (toasts `toast.roles.…`); roles.km.ts says each in Khmer.
export const rolesEn = {} as const;
