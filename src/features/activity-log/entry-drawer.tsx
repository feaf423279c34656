// "Show changes of entry" (dialog 'activityLog.entry'): one entry's facts and its field-level diff, and a link
// to every entry about the same record.
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { activityLogPath } from '../../../commands/areas/activity-log/activity-log-commands.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { useText } from '../../i18n/text.ts';
import { ui } from '../../lib/ui-state.ts';
import { useActivityEntry } from './api/activity-log-api.ts';
import { Drawer } from '../../ui/drawer.tsx';
import { entryTitle } from './entry-entity.ts';
import { EntryFacts } from './entry-facts.tsx';
import { FieldDiff } from './field-diff.tsx';

export default function EntryDrawer({ onClose }: { onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const { data, error } = useActivityEntry(dialogArg?.id ?? null);
  const entry = data?.data;
  return (
    <Drawer
      title={entry ? entryTitle(entry, t) : (dialogArg?.name ?? t('activity-log.activityEntry'))}
      onClose={onClose}
      layer="z-50"
    >
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(error)}
        </p>
      ) : !entry ? (
        <p role="status" className="text-sm">
          {t('activity-log.loadingEntry')}
        </p>
      ) : (
        <>
          <EntryFacts entry={entry} onFollow={onClose} />
          <h3 className="mb-2 font-semibold">{t('activity-log.changes')}</h3>
          <FieldDiff
            before={entry.before}
            after={entry.after}
            caption={t('activity-log.fieldsOf', { title: entryTitle(entry, t) })}
          />
          {entry.record_id ? (
            <p className="mt-4 text-sm">
              <Link
                to={activityLogPath({ resource: entry.resource, record_id: entry.record_id })}
                onClick={onClose}
                className="text-blue-700 underline dark:text-blue-300"
              >
                {t('activity-log.everyEntry')}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </Drawer>
  );
}
