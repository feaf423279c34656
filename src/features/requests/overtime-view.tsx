// Overtime requests: date, start–end (or hours), hours.
import type { OvertimeRequestItem } from '../../../contract/api/requests-overtime.ts';
import type { KindView } from './kind-view.ts';
import { formatDay, formatDayCell, formatHours, overtimeSpan } from './request-format.ts';

export const overtimeView: KindView<OvertimeRequestItem> = {
  columns: (t) => [
    { header: t('common.date'), width: '6.5rem', cell: (r) => formatDayCell(r.date) },
    // Requests given as hours only have no times; the Hours column says it.
    { header: t('requests.time'), width: 'minmax(8.5rem, 1fr)', cell: (r) => (r.start_time ? overtimeSpan(r) : '-') },
    { header: t('requests.hours'), width: '4rem', cell: (r) => r.hours },
  ],
  details: (r, t) => [
    [t('common.date'), formatDay(r.date)],
    [t('requests.time'), overtimeSpan(r)],
    [t('requests.hours'), formatHours(r.hours)],
    ...(r.approved_minutes != null
      ? ([[t('requests.approvedForPayroll'), formatHours(r.approved_minutes / 60)]] as Array<[string, string]>)
      : []),
  ],
  summary: (r) => `${formatDay(r.date)} ${overtimeSpan(r)}`,
};
