// The ui screens' English texts, keyed `ui.…` (toasts `toast.ui.…`); ui.km.ts says each in Khmer.
export const uiEn = {} as const;
