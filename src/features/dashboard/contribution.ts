// The dashboard's web slice: its page (its keys: commands/areas/dashboard/).
import { DASHBOARD_ROUTE } from '../../../commands/areas/dashboard/dashboard-commands.ts';
import type { Contribution } from '../../lib/feature-contribution.ts';
import { prefetchDashboard } from './api/get-dashboard.ts';

export const contribution: Contribution = {
  pages: { [DASHBOARD_ROUTE]: () => import('./dashboard-page.tsx') },
  pageReads: { [DASHBOARD_ROUTE]: prefetchDashboard },
};
