// A record's own history: its entries newest first, each with who, when and what changed. Reusable wherever a
// record is shown (the History drawer opened from the palette renders it); reads the log through the API, so it
// shows only to users with sysLog read.
import { Link } from 'react-router-dom';
import { activityLogPath } from '../../../commands/areas/activity-log/activity-log-commands.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { useText } from '../../i18n/text.ts';
import { formatDateTime } from '../../lib/time.ts';
import { useActivityLog } from './api/activity-log-api.ts';
import { actorText } from './entry-entity.ts';
import { FieldDiff } from './field-diff.tsx';
import { actionText } from './log-labels.ts';

const SHOWN = 50;

export function RecordHistory({
  resource,
  recordId,
  name,
  onFollow,
}: {
  resource: string;
  recordId: number | string;
  /** The record as people call it ("Dara Sok"): the history's headings say it. */
  name: string;
  /** Called when a link leaves for another page (a drawer closes itself). */
  onFollow?: () => void;
}) {
  const t = useText();
  const { data, error, isLoading } = useActivityLog({ resource, record_id: String(recordId), limit: SHOWN });
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {errorMessage(error)}
      </p>
    );
  if (isLoading || !data)
    return (
      <p role="status" className="text-sm">
        {t('activity-log.loadingHistory', { name })}
      </p>
    );
  const total = data.metadata.total;
  return (
    <div>
      <p role="status" className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        {total === 0
          ? t('activity-log.noChanges', { name })
          : t(total > SHOWN ? 'activity-log.historyLatest' : 'activity-log.historyCount', {
              count: total,
              total: total.toLocaleString('en'),
              shown: SHOWN,
            })}{' '}
        <Link
          to={activityLogPath({ resource, record_id: String(recordId), record_name: name })}
          onClick={onFollow}
          className="text-blue-700 underline dark:text-blue-300"
        >
          {t('activity-log.openInLog')}
        </Link>
      </p>
      <ol className="space-y-4">
        {data.data.map((e) => (
          <li key={e.id} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
            <h3 className="mb-2 text-sm font-semibold">
              {t('activity-log.actionBy', {
                action: actionText(t, e.action),
                actor: actorText(e, t),
                when: formatDateTime(e.created_at),
              })}
            </h3>
            <FieldDiff
              before={e.before}
              after={e.after}
              caption={t('activity-log.actionOf', { action: actionText(t, e.action), name })}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
