import { z } from 'zod';
import { envelope } from './common.ts';

export const dashboardResponse = envelope(
  z.object({
    data: z.object({
      users: z.number().int(),
      activeUsers: z.number().int(),
      roles: z.number().int(),
      unreadNotifications: z.number().int(),
    }),
  }),
);
export type DashboardData = z.infer<typeof dashboardResponse>['data']['data'];
