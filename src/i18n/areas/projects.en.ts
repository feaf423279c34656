// The projects screens' English texts, keyed `projects.…` (toasts `toast.projects.…`); projects.km.ts says each in Khmer.
export const projectsEn = {} as const;
