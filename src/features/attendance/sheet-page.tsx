// /attendance/sheet: the period's sheet (?month=YYYY-MM, named by the month it ends in; ?employee_id= for one
// employee), paged by employee. A WAI-ARIA grid: a row per employee, a cell per day (its code, its label for
// screen readers and on hover, on its colour) and the row's totals. Enter on a day opens its record for
// correction; `[` and `]` step to the previous and next month; Close / Reopen lock the period.
import { MONTH_PATTERN } from '../../../contract/dates.ts';
import { useEffect, useId } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { SheetCell, SheetDay, SheetRow } from '../../../contract/api/attendance.ts';
import { sheetCellAt } from '../../../contract/attendance-codes.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { useText, type Text } from '../../i18n/text.ts';
import { registry } from '../../../commands/all-commands.ts';
import { attendanceSheetPath } from '../../../commands/areas/attendance/attendance-commands.ts';
import { isVisible } from '../../../commands/visibility.ts';
import { businessToday, formatBusinessDate, formatDateTime, formatMonth, weekdayOf } from '../../lib/time.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { Button } from '../../ui/button.tsx';
import { Toolbar } from '../../ui/command-buttons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useAttendanceSettings, useSheet } from './api/attendance-api.ts';
import { AttendanceFilterBar } from './attendance-filters.tsx';
import { monthEntity, recordEntity } from './attendance-entities.ts';
import { formatDays, formatHours, formatLocalTime, formatMinutes } from './format.ts';
import { KeyboardGrid, type GridColumn } from './keyboard-grid.tsx';
import { CodeLegend, toneClass } from './status-badge.tsx';
import { attendanceView, sheetFilters } from './view-state.ts';
import { OneLine } from '../../ui/two-lines.tsx';

const SEARCH_PAUSE_MS = 250;
export const SHEET_PAGE_SIZE = 50;
// Each total's header and its title (what the header stands for), by the key `attendance.total.<key>[Title]`.
const TOTALS: ReadonlyArray<{ key: string; value: (r: SheetRow) => string }> = [
  { key: 'present', value: (r) => formatDays(r.totals.present_days) },
  { key: 'late', value: (r) => String(r.totals.late_count) },
  { key: 'lateMin', value: (r) => String(r.totals.late_minutes) },
  { key: 'earlyMin', value: (r) => String(r.totals.early_minutes) },
  { key: 'absent', value: (r) => String(r.totals.absent_days) },
  { key: 'leave', value: (r) => formatDays(r.totals.leave_days) },
  { key: 'worked', value: (r) => formatHours(r.totals.worked_minutes) },
  { key: 'ot', value: (r) => formatHours(r.totals.overtime_minutes) },
];

/** What a screen reader hears for a day: "Late, 08:25 to 17:02, 15 min late"; the code is on screen. */
function cellLabel(t: Text, cell: SheetCell): string {
  if (!cell.status) return t('attendance.noRecord');
  const parts: string[] = [t(`attendance.status.${cell.status}`)];
  if (cell.clock_in_local || cell.clock_out_local)
    parts.push(
      t('attendance.cellTimes', {
        in: formatLocalTime(cell.clock_in_local) ?? t('attendance.noClockIn'),
        out: formatLocalTime(cell.clock_out_local) ?? t('attendance.noClockOut'),
      }),
    );
  if (cell.late_minutes > 0) parts.push(t('attendance.minLate', { count: cell.late_minutes }));
  if (cell.early_minutes > 0) parts.push(t('attendance.leftEarly', { count: cell.early_minutes }));
  if (cell.worked_minutes) parts.push(t('attendance.worked', { time: formatMinutes(cell.worked_minutes) }));
  return parts.join(', ');
}

function dayHeader(t: Text, day: SheetDay) {
  const weekday = weekdayOf(day.date);
  const full = `${weekday} ${formatBusinessDate(day.date)}${day.holiday ? `, ${day.holiday}` : ''}`;
  return (
    <span
      title={full}
      className={`block w-8 ${day.working && !day.holiday ? '' : 'text-slate-600 dark:text-slate-300'}`}
    >
      <span aria-hidden="true">
        {Number(day.date.slice(8))}
        <span className="block text-[10px] font-normal">{t('attendance.weekday2', { day: day.weekday })}</span>
      </span>
      <span className="sr-only">{full}</span>
    </span>
  );
}

/** The month the sheet opens on without ?month=: the current period (settings), else the calendar month. */
function useDefaultMonth(): string {
  const { permissions } = useCommandContext();
  const settings = useAttendanceSettings(permissions.has('attendance:read'));
  return settings.data?.data.current_period.month ?? businessToday().slice(0, 7);
}

export default function SheetPage() {
  const [params, setParams] = useSearchParams();
  const fallback = useDefaultMonth();
  const asked = params.get('month');
  const month = asked && MONTH_PATTERN.test(asked) ? asked : fallback;
  const employeeParam = Number(params.get('employee_id'));
  const employeeId = Number.isInteger(employeeParam) && employeeParam > 0 ? employeeParam : null;
  const view = useSnapshot(attendanceView);
  const ctx = useCommandContext();
  const t = useText();
  const keysId = useId();
  const legendId = useId();

  useEffect(() => {
    if (attendanceView.month === month && attendanceView.employeeId === employeeId) return;
    attendanceView.month = month;
    attendanceView.employeeId = employeeId;
    attendanceView.sheetPage = 1;
  }, [month, employeeId]);

  const q = useDebounced(view.q, SEARCH_PAUSE_MS);
  const query = {
    ...sheetFilters({ q, filters: view.filters, month, employeeId }),
    page: view.sheetPage,
    limit: SHEET_PAGE_SIZE,
  };
  const { data, isLoading, error } = useSheet(query);
  const meta = data?.metadata;
  const period = data?.period.month === month ? data.period : undefined;
  const days = data?.period.days ?? [];
  const rows = data?.data ?? [];

  useEffect(() => {
    if (meta && meta.totalPage >= 1 && view.sheetPage > meta.totalPage) attendanceView.sheetPage = meta.totalPage;
  }, [meta, view.sheetPage]);

  const columns: GridColumn[] = [
    { key: 'employee', header: t('common.employee'), className: 'min-w-44' },
    ...days.map((d) => ({ key: d.date, header: dayHeader(t, d) })),
    ...TOTALS.map((total) => ({
      key: total.key,
      header: (
        <span title={t(`attendance.total.${total.key}Title` as MessageKey)} className="block min-w-12">
          {t(`attendance.total.${total.key}` as MessageKey)}
        </span>
      ),
    })),
  ];
  const dayOf = (row: SheetRow, col: number): SheetCell | null =>
    col >= 1 && col <= days.length ? sheetCellAt(row.cells, col - 1, days[col - 1].date) : null;
  const entityOf = (row: SheetRow, col: number) => {
    const cell = dayOf(row, col);
    return cell?.attendance_id
      ? recordEntity({ id: cell.attendance_id, date: cell.date, employee: row.employee, closed: period?.closed })
      : null;
  };

  const monthRef = monthEntity(month, period?.closed);
  const closeCommand = period ? registry.get(period.closed ? 'attendance.reopen' : 'attendance.close') : undefined;

  return (
    <section>
      <PageHeader title={t('page./attendance/sheet')}>
        <Toolbar group="Attendance sheet" />
        {closeCommand && isVisible(closeCommand, ctx, monthRef) ? (
          <Button onClick={() => void runCommand(closeCommand.id, monthRef, 'button')}>
            {period?.closed ? t('attendance.reopenMonth') : t('attendance.closeMonth')}
          </Button>
        ) : null}
      </PageHeader>
      <p className="-mt-2 mb-3 text-sm text-slate-700 dark:text-slate-300">
        {formatMonth(month)}
        {period ? `: ${formatBusinessDate(period.from)} – ${formatBusinessDate(period.to)}` : ''}
        {period
          ? period.closed
            ? ` · ${t('attendance.closedPeriod')}${period.closed_at ? ` ${formatDateTime(period.closed_at)}` : ''}${period.closed_by ? ` ${t('attendance.closedBy', { user: period.closed_by.username })}` : ''}`
            : ` · ${t('attendance.openPeriod')}`
          : ''}
      </p>
      {employeeId ? (
        <p className="mb-3 text-sm">
          {t('attendance.oneEmployee')}{' '}
          <Link className="underline" to={attendanceSheetPath(month)}>
            {t('attendance.showEveryone')}
          </Link>
        </p>
      ) : null}
      <AttendanceFilterBar
        withStatus={false}
        period={
          <TextField
            label={t('common.month')}
            type="month"
            value={month}
            required
            onChange={(e) => {
              if (MONTH_PATTERN.test(e.target.value))
                setParams(
                  new URLSearchParams(attendanceSheetPath(e.target.value, employeeId ?? undefined).split('?')[1]),
                );
            }}
          />
        }
      />
      <p role="status" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {error ? t('attendance.sheetLoadFailed') : meta ? t('attendance.employees', { count: meta.total }) : ''}
      </p>
      <p id={keysId} className="sr-only">
        {t('attendance.sheetKeys')}
      </p>
      <div
        className="max-h-[65vh] overflow-auto rounded-lg border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900"
        aria-busy={isLoading || undefined}
      >
        {rows.length === 0 ? (
          <p className="px-3 py-8 text-center text-sm text-slate-600 dark:text-slate-300">
            {isLoading ? t('shell.loading') : t('common.noData')}
          </p>
        ) : (
          <KeyboardGrid
            label={t('attendance.sheetLabel', { month: formatMonth(month) })}
            describedBy={`${keysId} ${legendId}`}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.employee.id}
            rowHeader={(r) => (
              <span className="block">
                <OneLine text={r.employee.name} className="font-medium" />
                <span className="block text-xs text-slate-600 dark:text-slate-300">{r.employee.staff_id}</span>
              </span>
            )}
            cell={(r, col) => {
              const day = dayOf(r, col);
              if (!day) return TOTALS[col - days.length - 1]?.value(r);
              const label = cellLabel(t, day);
              return (
                <span title={label} className="relative block font-mono text-xs font-semibold">
                  <span aria-hidden="true">{day.code ?? '·'}</span>
                  <span className="sr-only">{label}</span>
                </span>
              );
            }}
            cellClass={(r, col) => {
              const day = dayOf(r, col);
              return day ? toneClass(day.status) : 'font-medium';
            }}
            toEntity={entityOf}
            whyNoEntity={(r, col) => (dayOf(r, col) ? t('attendance.noRecordDay') : t('attendance.notADay'))}
            onActivate={(r, col) => {
              const entity = entityOf(r, col);
              if (entity) void runCommand('attendance.correct', entity, 'shortcut');
              else if (dayOf(r, col)) toast.error(t('attendance.noRecordDay'));
            }}
          />
        )}
      </div>
      <CodeLegend id={legendId} />
      <Pagination label={t('attendance.sheetPages')} meta={meta} onPage={(p) => (attendanceView.sheetPage = p)} />
    </section>
  );
}
