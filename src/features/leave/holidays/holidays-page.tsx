// /leave/holidays: the public holidays of a year (not counted as leave days), by date. c adds one; e or Enter
// edits the focused one. The calendar's month grid is its own page.
import { proxy, useSnapshot } from 'valtio';
import type { CalendarEventItem } from '../../../../contract/api/calendar-events.ts';
import { useText, type Text } from '../../../i18n/text.ts';
import { formatBusinessDateNumeric, weekdayOf } from '../../../lib/time.ts';
import { runCommand } from '../../../lib/command-runtime.ts';
import { RowActions, Toolbar } from '../../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { useHolidaysOfYear } from '../../../lib/leave/get-holidays.ts';
import { holidayEntity } from '../leave-entities.ts';
import { LeaveTabs } from '../../../ui/leave-tabs.tsx';
import { currentYear, YearSelect } from '../../../ui/year-select.tsx';
import { OneLine } from '../../../ui/two-lines.tsx';

// The year and page survive opening a dialog and coming back from another page.
const view = proxy({ year: currentYear(), page: 1 });

const columnsOf = (t: Text): Column<CalendarEventItem>[] => [
  { header: t('common.date'), width: '8rem', cell: (h) => formatBusinessDateNumeric(h.event_date) },
  { header: t('leave.weekday'), width: '7rem', cell: (h) => weekdayOf(h.event_date) },
  {
    header: t('leave.holidayTitle'),
    width: 'minmax(10rem, 1.5fr)',
    cell: (h) => <OneLine text={h.title} className="font-medium" />,
  },
  {
    header: t('common.description'),
    width: 'minmax(8rem, 1.5fr)',
    cell: (h) => <OneLine text={h.description || '-'} />,
  },
  {
    header: t('leave.action'),
    width: 'minmax(9rem, 1fr)',
    cardLabel: false,
    cell: (h) => <RowActions entity={holidayEntity(h)} />,
  },
];

export default function HolidaysPage() {
  const t = useText();
  const { year, page } = useSnapshot(view);
  const { data, isLoading, error } = useHolidaysOfYear(year, page);
  return (
    <section>
      <LeaveTabs />
      <PageHeader title={t('page./leave/holidays')}>
        <Toolbar group="Holidays" />
      </PageHeader>
      <div className="w-full max-w-[10rem]">
        <YearSelect
          value={year}
          onChange={(y) => {
            view.year = y;
            view.page = 1;
          }}
        />
      </div>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          {t('leave.holidaysFailed')}
        </p>
      ) : null}
      <DataTable
        label={t('leave.holidaysIn', { year: String(year) })}
        columns={columnsOf(t)}
        rows={data?.data}
        loading={isLoading}
        rowKey={(h) => h.id}
        toEntity={holidayEntity}
        onOpen={(h) => void runCommand('holiday.edit', holidayEntity(h), 'shortcut')}
      />
      {data && data.metadata.totalPage > 1 ? (
        <Pagination label={t('leave.holidaysPages')} meta={data.metadata} onPage={(p) => (view.page = p)} />
      ) : null}
    </section>
  );
}
