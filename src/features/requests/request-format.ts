// How request values read (SPEC.md section 9 formats). Dates of requests are calendar days and times are
// wall-clock times in Asia/Phnom_Penh already: they are reformatted, never shifted through a time zone.

/** 2026-05-12 → 12/05/2026 */
export function formatDay(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '-';
}

/** 18:05 → 06:05PM */
export function formatClock(value: string | null | undefined): string {
  const m = value ? /^(\d{2}):(\d{2})/.exec(value) : null;
  if (!m) return '-';
  const h = Number(m[1]);
  return `${String(h % 12 || 12).padStart(2, '0')}:${m[2]}${h < 12 ? 'AM' : 'PM'}`;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
export const formatDays = (n: number) => plural(n, 'day');
export const formatHours = (n: number) => plural(n, 'hour');

/** "12/05/2026 (afternoon) – 14/05/2026 (morning)": a half day starts at midday or ends at midday. */
export function leaveDates(r: {
  start_date: string;
  end_date: string;
  start_half: boolean;
  end_half: boolean;
}): string {
  const start = `${formatDay(r.start_date)}${r.start_half ? ' (afternoon)' : ''}`;
  if (r.start_date === r.end_date) return r.end_half ? `${formatDay(r.end_date)} (morning)` : start;
  return `${start} – ${formatDay(r.end_date)}${r.end_half ? ' (morning)' : ''}`;
}

/** "06:00PM – 08:00PM", or the hours when only those were given. */
export function overtimeSpan(r: { start_time: string | null; end_time: string | null; hours: number }): string {
  return r.start_time && r.end_time
    ? `${formatClock(r.start_time)} – ${formatClock(r.end_time)}`
    : formatHours(r.hours);
}
