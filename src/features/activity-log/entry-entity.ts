// An entry as the commands and the palette name it ("Update · Employee 12 by admin").
import type { ActivityLogItem } from '../../../contract/api/activity-log.ts';
import { actionLabel, resourceLabel } from '../../../commands/areas/activity-log/activity-labels.ts';
import type { EntityRef } from '../../../commands/types.ts';

/** "Update · Employee 12" */
export const entryTitle = (e: Pick<ActivityLogItem, 'action' | 'resource' | 'record_id'>) =>
  `${actionLabel(e.action)} · ${resourceLabel(e.resource)}${e.record_id ? ` ${e.record_id}` : ''}`;

/** The actor's name, or what a failed sign-in typed, or "System" for the server's own work. */
export const actorText = (e: Pick<ActivityLogItem, 'actor_username'>) => e.actor_username ?? 'System';

export const entryEntity = (e: ActivityLogItem): EntityRef => ({
  kind: 'activityEntry',
  id: e.id,
  name: `${entryTitle(e)} by ${actorText(e)}`,
});
