// The users screens' English texts, keyed `users.…` (toasts `toast.users.…`); users.km.ts says each in Khmer.
export const usersEn = {} as const;
