import type { NotificationCommandApi } from '../../../commands/areas/shell/shell-commands.ts';
import { markAllNotificationsRead, markNotificationRead } from './api/mark-read.ts';

export const notificationCommandApi: NotificationCommandApi = { markNotificationRead, markAllNotificationsRead };
