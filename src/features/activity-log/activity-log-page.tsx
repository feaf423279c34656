// /activity-log: who did what to which record, when and from where, newest first. The filters live in the
// address (log-address.ts); Enter on a row (or its Changes button, or a click) opens the entry's field diff in a
// drawer; the exports (toolbar, palette) download exactly what the filters show.
import { useSearchParams } from 'react-router-dom';
import { ACTIVITY_COUNT_CAP, type ActivityLogItem } from '../../../contract/api/activity-log.ts';
import { MAX_LIMIT } from '../../../contract/api/base.ts';
import { actionLabel, resourceLabel } from '../../../commands/areas/activity-log/activity-labels.ts';
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

const COLUMNS: Column<ActivityLogItem>[] = [
  {
    header: 'When',
    width: '11.5rem',
    cell: (e) => <TwoLines first={formatDateTime(e.created_at)} second={relativeTime(e.created_at)} />,
  },
  { header: 'Who', width: 'minmax(7rem, 1fr)', cell: (e) => <TwoLines first={actorText(e)} /> },
  { header: 'Action', width: '8.5rem', cell: (e) => <TwoLines first={actionLabel(e.action)} /> },
  { header: 'Resource', width: '9rem', cell: (e) => <TwoLines first={resourceLabel(e.resource)} /> },
  {
    header: 'Record',
    width: '9rem',
    cell: (e) => (
      // Wrapped, not cut: a link cut by its cell would stick out of it.
      <span className="block break-words leading-tight">
        <RecordLink entry={e} />
      </span>
    ),
  },
  {
    header: 'From where',
    width: 'minmax(10rem, 1.6fr)',
    cell: (e) => <TwoLines first={e.ip ?? '-'} second={e.user_agent} />,
  },
  { header: 'Changes', width: '7.5rem', cell: (e) => <RowActions entity={entryEntity(e)} /> },
];

export default function ActivityLogPage() {
  const [params, setParams] = useSearchParams();
  const view = readAddress(params);
  const change = (next: Partial<LogView>) => setParams(writeAddress({ ...view, ...next }), { replace: true });
  const clear = () => setParams(writeAddress({}), { replace: true });
  const { data, isLoading, error } = useActivityLog({ ...apiFilters(view), page: view.page, limit: MAX_LIMIT });
  const meta = data?.metadata;
  const total = meta
    ? data.total_capped
      ? `More than ${ACTIVITY_COUNT_CAP.toLocaleString('en')} entries`
      : `${meta.total.toLocaleString('en')} ${meta.total === 1 ? 'entry' : 'entries'}`
    : '';

  return (
    <section>
      <PageHeader title="Activity Log">
        <Toolbar group="Activity Log" />
      </PageHeader>
      <LogFilters view={view} onChange={change} onClear={clear} />
      <p role="status" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {error ? 'The activity log could not be loaded.' : total}
        {view.record_name ? ` about ${view.record_name}` : ''}
      </p>
      <DataTable
        label="Activity log entries"
        columns={COLUMNS}
        rows={data?.data}
        loading={isLoading}
        rowKey={(e) => e.id}
        toEntity={entryEntity}
        minWidth="980px"
        openOnClick
        onOpen={(e) => void runCommand('activityLog.showEntry', entryEntity(e), 'shortcut')}
      />
      <Pagination label="Activity log pages" meta={meta} onPage={(page) => change({ page })} />
    </section>
  );
}
