// Who did it, when, to which record and from where: the facts of one entry, as a description list.
import { Link } from 'react-router-dom';
import type { ActivityLogItem } from '../../../contract/api/activity-log.ts';
import { recordPath } from '../../../commands/areas/activity-log/activity-labels.ts';
import { textNow, useText, type Text } from '../../i18n/text.ts';
import { actorText } from './entry-entity.ts';
import { formatDateTime } from '../../lib/time.ts';
import { actionText, resourceText } from './log-labels.ts';

const nonEmpty = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The record by the name its own fields give it (a person, a team, a user, a role), as it became or, when
 * deleted, as it was; a record with no name of its own reads as its kind and id ("Leave request 12"). */
export function recordText(entry: ActivityLogItem, t: Text = textNow): string {
  const fields = entry.after ?? entry.before ?? {};
  const person = [nonEmpty(fields.first_name), nonEmpty(fields.last_name)].filter(Boolean).join(' ');
  const name =
    person ||
    nonEmpty(fields.name) ||
    nonEmpty(fields.role_name) ||
    nonEmpty(fields.username) ||
    nonEmpty(fields.title);
  return name ?? `${resourceText(t, entry.resource)} ${entry.record_id ?? ''}`.trim();
}

export function RecordLink({ entry, onFollow }: { entry: ActivityLogItem; onFollow?: () => void }) {
  const t = useText();
  const path = recordPath(entry.resource, entry.record_id);
  const text = recordText(entry, t);
  if (!entry.record_id) return <>-</>;
  if (!path) return <>{text}</>;
  return (
    <Link to={path} onClick={onFollow} className="text-blue-700 underline dark:text-blue-300">
      {text}
    </Link>
  );
}

export function EntryFacts({ entry, onFollow }: { entry: ActivityLogItem; onFollow?: () => void }) {
  const t = useText();
  const facts: Array<[string, React.ReactNode]> = [
    [t('activity-log.who'), actorText(entry, t)],
    [t('activity-log.action'), actionText(t, entry.action)],
    [t('activity-log.record'), <RecordLink key="record" entry={entry} onFollow={onFollow} />],
    [t('activity-log.when'), formatDateTime(entry.created_at)],
    [t('activity-log.address'), entry.ip ?? '-'],
    [t('activity-log.userAgent'), entry.user_agent ?? '-'],
  ];
  return (
    <dl className="mb-4 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700 dark:text-slate-300">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
