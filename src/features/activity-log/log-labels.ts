// The log's actions and resources in the language on screen: the catalogue holds each by its value; a value it
// does not know (a resource an area added since) reads as the registry's English label.
import { actionLabel, resourceLabel } from '../../../commands/areas/activity-log/activity-labels.ts';
import { isMessageKey, type Text } from '../../i18n/text.ts';

export function actionText(t: Text, action: string): string {
  const key = `activity-log.action.${action}`;
  return isMessageKey(key) ? t(key) : actionLabel(action);
}

export function resourceText(t: Text, resource: string): string {
  const key = `activity-log.resource.${resource}`;
  return isMessageKey(key) ? t(key) : resourceLabel(resource);
}

/** A select's options, labelled in the language on screen. */
export const labelled = (
  t: Text,
  options: ReadonlyArray<{ value: string; label: string }>,
  text: (t: Text, value: string) => string,
) => options.map((o) => ({ value: o.value, label: text(t, o.value) }));
