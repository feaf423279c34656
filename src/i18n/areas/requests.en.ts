// The requests screens' English texts, keyed `requests.…` (toasts `toast.requests.…`); requests.km.ts says each in Khmer.
export const requestsEn = {} as const;
