// The bell's slice: the server calls of the shell's notification commands (commands/areas/shell/).
import { notificationApi } from '../../../commands/areas/shell/shell-commands.ts';
import { provide, type Contribution } from '../../lib/feature-contribution.ts';
import { fetchNotifications } from './api/get-notifications.ts';
import { notificationCommandApi } from './command-api.ts';
import { notificationEntity } from './notification-entity.ts';

export const contribution: Contribution = {
  apis: [provide(notificationApi, notificationCommandApi)],
  entitySearches: {
    notification: async (needle) =>
      (await fetchNotifications()).data.notifications
        .map(notificationEntity)
        .filter((n) => !needle || n.name.toLowerCase().includes(needle)),
  },
};
