// The activity log's web slice (commands: commands/areas/activity-log/). The page and the drawers load on first
// use; nothing here imports a contract schema.
import { activityLogApi } from '../../../commands/areas/activity-log/activity-log-commands.ts';
import { dialog, provide, type Contribution } from '../../lib/feature-contribution.ts';
import { fetchActivityLog } from './api/activity-log-api.ts';
import { activityLogCommandApi } from './command-api.ts';
import { entryEntity } from './entry-entity.ts';

export const contribution: Contribution = {
  apis: [provide(activityLogApi, activityLogCommandApi)],
  dialogs: {
    'activityLog.entry': dialog(() => import('./entry-drawer.tsx')),
    'activityLog.history': dialog(() => import('./history-drawer.tsx')),
  },
  entitySearches: {
    // The newest entries, or those by actors whose username holds the text typed.
    activityEntry: async (needle) =>
      (await fetchActivityLog({ q: needle || undefined, limit: 20 })).data.map(entryEntity),
  },
  pages: { '/activity-log': () => import('./activity-log-page.tsx') },
};
