// The dashboard has no commands of its own (nav.dashboard is the shell's): only its page.
import type { Contribution } from '../../lib/feature-contribution.ts';

export const contribution: Contribution = {
  pages: { '/': () => import('./dashboard-page.tsx') },
};
