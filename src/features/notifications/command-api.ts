import type { NotificationCommandApi } from '../../../commands/command-api.ts';
import { markAllNotificationsRead, markNotificationRead } from './api/mark-read.ts';

export const notificationCommandApi: NotificationCommandApi = { markNotificationRead, markAllNotificationsRead };
