// The day's counts above the daily view (GET /attendance/summary): present, late, absent, on leave and, today,
// not yet in. A description list, so each figure is read with its name.
import { attendance } from '../../../contract/api/routes/attendance.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { useText } from '../../i18n/text.ts';
import { useRead } from '../../lib/api-client.ts';

export function DaySummary({ date }: { date: string }) {
  const { data } = useRead(attendance.summary, { query: { date } });
  const s = data?.data;
  const t = useText();
  const figures: Array<[MessageKey, number | undefined]> = [
    ['common.employees', s?.employees],
    ['attendance.status.present', s?.present],
    ['attendance.status.late', s?.late],
    ['attendance.status.absent', s?.absent],
    ['attendance.status.on_leave', s?.on_leave],
    ['attendance.notYetIn', s?.not_yet_in],
  ];
  return (
    <dl aria-label={t('attendance.daySummary')} className="mb-3 grid grid-cols-3 gap-2 sm:grid-cols-6">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700">
          <dt className="text-xs text-slate-700 dark:text-slate-300">{t(label)}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
