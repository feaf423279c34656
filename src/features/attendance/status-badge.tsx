// A day's status as the sheet and the daily view show it: its code and label in words, on its colour. The
// colour is never alone: the code (P, L, A…) and the label say the same for anyone who cannot tell the tones apart.
import { ATTENDANCE_CODES, ATTENDANCE_COLOURS, type AttendanceStatus } from '../../../contract/attendance-codes.ts';
import { useText } from '../../i18n/text.ts';

/** Light and dark classes per tone of contract/attendance-codes.ts (each at least 4.5:1). */
const TONES: Record<string, string> = {
  green: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  orange: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  red: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  sky: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  violet: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  slate: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  rose: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200',
};

export const toneClass = (status: AttendanceStatus | null): string =>
  status ? (TONES[ATTENDANCE_COLOURS[status].tone] ?? TONES.slate) : '';

/** "L Late" as a pill: the code, then the label. */
export function StatusBadge({ status }: { status: AttendanceStatus }) {
  const t = useText();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${toneClass(status)}`}
    >
      <span className="font-mono font-semibold">{ATTENDANCE_CODES[status]}</span>
      {t(`attendance.status.${status}`)}
    </span>
  );
}

/** The legend under the sheet: every code with its label. */
export function CodeLegend({ id }: { id?: string }) {
  const t = useText();
  return (
    <ul id={id} aria-label={t('attendance.codes')} className="my-2 flex flex-wrap gap-2 text-xs">
      {(Object.keys(ATTENDANCE_CODES) as AttendanceStatus[]).map((s) => (
        <li key={s}>
          <StatusBadge status={s} />
        </li>
      ))}
    </ul>
  );
}
