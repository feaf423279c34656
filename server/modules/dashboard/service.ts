// The dashboard: counts of users, roles and the reader's own unread notifications.
import type { DashboardData } from '../../../contract/api/dashboard.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/route.ts';
import * as repo from './repository.ts';

export function dashboardFor(db: Database, actor: Actor): Promise<DashboardData> {
  return repo.countsFor(db.kysely, actor.id);
}
