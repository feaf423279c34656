// The day's counts above the daily view (GET /attendance/summary): present, late, absent, on leave and, today,
// not yet in. A description list, so each figure is read with its name.
import { attendance } from '../../../contract/api/routes/attendance.ts';
import { useRead } from '../../lib/api-client.ts';

export function DaySummary({ date }: { date: string }) {
  const { data } = useRead(attendance.summary, { query: { date } });
  const s = data?.data;
  const figures: Array<[string, number | undefined]> = [
    ['Employees', s?.employees],
    ['Present', s?.present],
    ['Late', s?.late],
    ['Absent', s?.absent],
    ['On leave', s?.on_leave],
    ['Not yet in', s?.not_yet_in],
  ];
  return (
    <dl aria-label="Day summary" className="mb-3 grid grid-cols-3 gap-2 sm:grid-cols-6">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700">
          <dt className="text-xs text-slate-700 dark:text-slate-300">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
