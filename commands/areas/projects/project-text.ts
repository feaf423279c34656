// The projects' toast, in English as the API and the commands say them: text alone, so the web catalogue can read it
// without loading the commands.
export const PROJECT_TOAST = { deleted: 'Project deleted successfully!' } as const;
