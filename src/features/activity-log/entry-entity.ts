// An entry as the commands and the palette name it ("Update · Employee 12 by admin"), in the language on screen.
import type { ActivityLogItem } from '../../../contract/api/activity-log.ts';
import type { EntityRef } from '../../../commands/types.ts';
import { textNow, type Text } from '../../i18n/text.ts';
import { actionText, resourceText } from './log-labels.ts';

/** "Update · Employee 12" */
export const entryTitle = (e: Pick<ActivityLogItem, 'action' | 'resource' | 'record_id'>, t: Text = textNow) =>
  `${actionText(t, e.action)} · ${resourceText(t, e.resource)}${e.record_id ? ` ${e.record_id}` : ''}`;

/** The actor's name, or what a failed sign-in typed, or "System" for the server's own work. */
export const actorText = (e: Pick<ActivityLogItem, 'actor_username'>, t: Text = textNow) =>
  e.actor_username ?? t('activity-log.system');

export const entryEntity = (e: ActivityLogItem): EntityRef => ({
  kind: 'activityEntry',
  id: e.id,
  name: textNow('activity-log.entryBy', { title: entryTitle(e), actor: actorText(e) }),
});
