// /activity-log: who did what to which record, when and from where, newest first. The filters live in the
// address (log-address.ts); Enter on a row (or its Changes button, or a click) opens the entry's field diff in a
// drawer; the exports (toolbar, palette) download exactly what the filters show.
import { useSearchParams } from 'react-router-dom';
import { ACTIVITY_COUNT_CAP, type ActivityLogItem } from '../../../contract/api/activity-log.ts';
import { MAX_LIMIT } from '../../../contract/api/base.ts';
import { useText, type Text } from '../../i18n/text.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { formatDateTime, relativeTime } from '../../lib/time.ts';
import { RowActions, Toolbar } from '../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { TwoLines } from '../../ui/two-lines.tsx';
import { useActivityLog } from './api/activity-log-api.ts';
import { actorText, entryEntity } from './entry-entity.ts';
import { RecordLink } from './entry-facts.tsx';
import { apiFilters, readAddress, writeAddress, type LogView } from './log-address.ts';
import { LogFilters } from './log-filters.tsx';
import { actionText, resourceText } from './log-labels.ts';

const columns = (t: Text): Column<ActivityLogItem>[] => [
  {
    header: t('activity-log.when'),
    width: '11.5rem',
    cell: (e) => <TwoLines first={formatDateTime(e.created_at)} second={relativeTime(e.created_at)} />,
  },
  { header: t('activity-log.who'), width: 'minmax(7rem, 1fr)', cell: (e) => <TwoLines first={actorText(e, t)} /> },
  { header: t('activity-log.action'), width: '8.5rem', cell: (e) => <TwoLines first={actionText(t, e.action)} /> },
  {
    header: t('activity-log.resource'),
    width: '9rem',
    cell: (e) => <TwoLines first={resourceText(t, e.resource)} />,
  },
  {
    header: t('activity-log.record'),
    width: '9rem',
    cell: (e) => (
      // Wrapped, not cut: a link cut by its cell would stick out of it.
      <span className="block break-words leading-tight">
        <RecordLink entry={e} />
      </span>
    ),
  },
  {
    header: t('activity-log.fromWhere'),
    width: 'minmax(10rem, 1.6fr)',
    cell: (e) => <TwoLines first={e.ip ?? '-'} second={e.user_agent} />,
  },
  { header: t('activity-log.changes'), width: '7.5rem', cell: (e) => <RowActions entity={entryEntity(e)} /> },
];

export default function ActivityLogPage() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const view = readAddress(params);
  const change = (next: Partial<LogView>) => setParams(writeAddress({ ...view, ...next }), { replace: true });
  const clear = () => setParams(writeAddress({}), { replace: true });
  const { data, isLoading, error } = useActivityLog({ ...apiFilters(view), page: view.page, limit: MAX_LIMIT });
  const meta = data?.metadata;
  const total = meta
    ? data.total_capped
      ? t('activity-log.moreThan', { total: ACTIVITY_COUNT_CAP.toLocaleString('en') })
      : t('activity-log.entries', { count: meta.total, total: meta.total.toLocaleString('en') })
    : '';

  return (
    <section>
      <PageHeader title={t('page./activity-log')}>
        <Toolbar group="Activity Log" />
      </PageHeader>
      <LogFilters view={view} onChange={change} onClear={clear} />
      <p role="status" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {error ? t('activity-log.loadFailed') : total}
        {view.record_name ? t('activity-log.about', { name: view.record_name }) : ''}
      </p>
      <DataTable
        label={t('activity-log.tableLabel')}
        columns={columns(t)}
        rows={data?.data}
        loading={isLoading}
        rowKey={(e) => e.id}
        toEntity={entryEntity}
        minWidth="980px"
        openOnClick
        onOpen={(e) => void runCommand('activityLog.showEntry', entryEntity(e), 'shortcut')}
      />
      <Pagination label={t('activity-log.pagesLabel')} meta={meta} onPage={(page) => change({ page })} />
    </section>
  );
}
