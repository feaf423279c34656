// The activity log's web slice (commands: commands/areas/activity-log/). The page and the drawers load on first
// use; nothing here imports a contract schema.
import { ACTIVITY_LOG_ROUTE, activityLogApi } from '../../../commands/areas/activity-log/activity-log-commands.ts';
import { dialog, provideLazy, type Contribution } from '../../lib/feature-contribution.ts';

export const contribution: Contribution = {
  apis: [provideLazy(activityLogApi, () => import('./command-api.ts'))],
  dialogs: {
    'activityLog.entry': dialog(() => import('./entry-drawer.tsx')),
    'activityLog.history': dialog(() => import('./history-drawer.tsx')),
  },
  entitySearches: {
    // The newest entries, or those by actors whose username holds the text typed.
    activityEntry: async (needle) => {
      const [{ fetchActivityLog }, { entryEntity }] = await Promise.all([
        import('./api/activity-log-api.ts'),
        import('./entry-entity.ts'),
      ]);
      return (await fetchActivityLog({ q: needle || undefined, limit: 20 })).data.map(entryEntity);
    },
  },
  pages: { [ACTIVITY_LOG_ROUTE]: () => import('./activity-log-page.tsx') },
};
