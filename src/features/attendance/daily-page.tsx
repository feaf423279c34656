// /attendance: one day's attendance (?date=, default today in Asia/Phnom_Penh) with the day's counts, filters,
// search, virtualised rows and pagination. Enter on a row (or `e`, or its Correct button) corrects the day;
// `[` and `]` step to the previous and next day. Toolbar and row actions come from the registry
// (commands/areas/attendance/attendance-commands.ts).
import { addDays, DATE_PATTERN } from '../../../contract/dates.ts';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { MAX_LIMIT } from '../../../contract/api/base.ts';
import type { AttendanceItem } from '../../../contract/api/attendance.ts';
import { attendanceDayPath } from '../../../commands/areas/attendance/attendance-commands.ts';
import { useText, type Text } from '../../i18n/text.ts';
import { businessToday, formatBusinessDate, formatTime, weekdayOf } from '../../lib/time.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { buttonClass } from '../../ui/button.tsx';
import { DatePicker } from '../../ui/date-picker.tsx';
import { RowActions, Toolbar } from '../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { TwoLines } from '../../ui/two-lines.tsx';
import { useDaily } from './api/attendance-api.ts';
import { AttendanceFilterBar } from './attendance-filters.tsx';
import { recordEntity } from './attendance-entities.ts';
import { DaySummary } from './day-summary.tsx';
import { formatLateness, formatMinutes } from './format.ts';
import { StatusBadge } from './status-badge.tsx';
import { attendanceView, dailyFilters } from './view-state.ts';

const SEARCH_PAUSE_MS = 250;

const sourceLabel = (t: Text, r: AttendanceItem) => (r.source ? t(`attendance.source.${r.source}`) : '-');

/** The daily view's columns, headed in the language on screen. */
export const dailyColumns = (t: Text): Column<AttendanceItem>[] => [
  {
    header: t('common.employee'),
    width: 'minmax(9rem, 1.4fr)',
    cardLabel: false,
    cell: (r) => <TwoLines first={r.employee.name} second={r.employee.staff_id} />,
  },
  { header: t('common.office'), width: 'minmax(6rem, 1fr)', cell: (r) => <TwoLines first={r.office?.name ?? '-'} /> },
  {
    header: t('attendance.in'),
    width: '5.5rem',
    cell: (r) => <span className="tabular-nums">{formatTime(r.clock_in)}</span>,
  },
  {
    header: t('attendance.out'),
    width: '5.5rem',
    cell: (r) => <span className="tabular-nums">{formatTime(r.clock_out)}</span>,
  },
  {
    header: t('attendance.workedHeader'),
    width: '5.5rem',
    cell: (r) => <span className="tabular-nums">{formatMinutes(r.worked_minutes)}</span>,
  },
  {
    header: t('attendance.lateHeader'),
    width: '4.5rem',
    cell: (r) => <span className="tabular-nums">{formatLateness(r.late_minutes)}</span>,
  },
  {
    header: t('attendance.early'),
    width: '4.5rem',
    cell: (r) => <span className="tabular-nums">{formatLateness(r.early_minutes)}</span>,
  },
  { header: t('common.status'), width: '9.5rem', cell: (r) => <StatusBadge status={r.status} /> },
  {
    header: t('attendance.source'),
    width: 'minmax(6rem, 0.8fr)',
    cell: (r) => (
      <TwoLines
        first={sourceLabel(t, r)}
        second={r.corrected_reason ? t('attendance.correctedBecause', { reason: r.corrected_reason }) : null}
      />
    ),
  },
  {
    header: t('attendance.action'),
    width: '6.5rem',
    cardLabel: false,
    cell: (r) => <RowActions entity={recordEntity(r)} />,
  },
];

export default function DailyPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && DATE_PATTERN.test(asked) ? asked : businessToday();
  const view = useSnapshot(attendanceView);
  const t = useText();
  const columns = useMemo(() => dailyColumns(t), [t]);
  // The address names the day; the exports and `[`/`]` read it here. Another day starts on its first page.
  useEffect(() => {
    if (attendanceView.date === date) return;
    attendanceView.date = date;
    attendanceView.dayPage = 1;
  }, [date]);
  const q = useDebounced(view.q, SEARCH_PAUSE_MS);
  const query = { ...dailyFilters({ q, filters: view.filters, date }), page: view.dayPage, limit: MAX_LIMIT };
  const { data, isLoading, error } = useDaily(query);
  const meta = data?.metadata;

  useEffect(() => {
    if (meta && meta.totalPage >= 1 && view.dayPage > meta.totalPage) attendanceView.dayPage = meta.totalPage;
  }, [meta, view.dayPage]);

  const today = businessToday();
  return (
    <section>
      <PageHeader title={t('page./attendance')}>
        <Toolbar group="Attendance" />
      </PageHeader>
      {/* The day before and after for a mouse or a finger; [ and ] from the keyboard. */}
      <p className="-mt-2 mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Link
          to={attendanceDayPath(addDays(date, -1))}
          aria-keyshortcuts="["
          className={buttonClass('secondary', 'sm')}
        >
          {t('attendance.previousDay')}
        </Link>
        <span>
          {weekdayOf(date)}, {formatBusinessDate(date)}
          {date === today ? t('attendance.todayMark') : ''}
        </span>
        {date < today ? (
          <Link
            to={attendanceDayPath(addDays(date, 1))}
            aria-keyshortcuts="]"
            className={buttonClass('secondary', 'sm')}
          >
            {t('attendance.nextDay')}
          </Link>
        ) : null}
        <span>
          · <kbd className="font-mono">[</kbd> {t('attendance.keysPrevious')} <kbd className="font-mono">]</kbd>{' '}
          {t('attendance.keysNext')}
        </span>
      </p>
      <DaySummary date={date} />
      <AttendanceFilterBar
        withStatus
        period={
          <DatePicker
            label={t('common.date')}
            value={date}
            max={today}
            required
            onChange={(value) => {
              if (DATE_PATTERN.test(value)) setParams({ date: value });
            }}
          />
        }
      />
      <p role="status" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {error ? t('attendance.loadFailed') : meta ? t('attendance.records', { count: meta.total }) : ''}
      </p>
      <DataTable
        label={t('attendance.tableLabel', { date: formatBusinessDate(date) })}
        columns={columns}
        rows={data?.data}
        loading={isLoading}
        rowKey={(r) => r.id}
        toEntity={recordEntity}
        minWidth="980px"
        onOpen={(r) => void runCommand('attendance.correct', recordEntity(r), 'shortcut')}
      />
      <Pagination label={t('attendance.pages')} meta={meta} onPage={(p) => (attendanceView.dayPage = p)} />
    </section>
  );
}
