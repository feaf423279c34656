// The shell's own dialogs (the profile and the shortcut sheet), declared by commands/areas/shell/.
import { dialog, type Contribution } from '../../lib/feature-contribution.ts';

export const shellContribution: Contribution = {
  dialogs: {
    profile: dialog(() => import('./profile-dialog.tsx')),
    shortcuts: dialog(() => import('./shortcut-sheet.tsx')),
  },
};
