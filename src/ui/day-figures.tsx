// Figures in days as boxed cells in a row (a ledger's balance, pending, booked, available).
import { formatDays } from '../lib/leave/days.ts';

export function DayFigures({ figures }: { figures: ReadonlyArray<readonly [label: string, days: number]> }) {
  return (
    <dl className="grid grid-cols-4 gap-2 text-center text-sm">
      {figures.map(([label, days]) => (
        <div key={label} className="rounded-md border border-slate-300 p-2 dark:border-slate-600">
          <dt className="text-xs text-slate-700 dark:text-slate-300">{label}</dt>
          <dd className="font-semibold">{formatDays(days)}</dd>
        </div>
      ))}
    </dl>
  );
}
